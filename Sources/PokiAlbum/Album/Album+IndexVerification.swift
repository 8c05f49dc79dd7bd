import PokiSystem

/// Whether the indexes (days, tags, hashtags, palettes) agree with the documents they are
/// built from, for the survey.
extension Album {
    /// The first way the indexes differ from `photos`, or nil when they agree.
    func indexDisagreement(with photos: [Photo]) throws -> Phrase? {
        var expectedDays: [CalendarDay: [Int]] = [:]
        var expectedTags: [String: [Int]] = [:]
        for photo in photos {
            expectedDays[photo.date, default: []].append(photo.id)
            expectedTags[photo.tag.label, default: []].append(photo.id)
        }
        var indexedDays: [CalendarDay: [Int: IndexedColour]] = [:]
        for year in try index.years() {
            for day in try index.days(in: year) { indexedDays[day] = try index.entries(on: day) }
        }
        for (day, ids) in expectedDays where indexedDays[day]?.keys.sorted() ?? [] != ids.sorted() {
            let listed = indexedDays[day]?.keys.sorted() ?? [], expected = ids.sorted()
            return Phrase("date index for \(day) lists \(listed) instead of \(expected)", korean: "\(day)의 날짜 색인에 \(expected) 대신 \(listed)이 있음")
        }
        for (day, entries) in indexedDays where expectedDays[day] == nil {
            let listed = entries.keys.sorted()
            return Phrase("date index for \(day) lists \(listed) but no photo has that day", korean: "\(day)의 날짜 색인에 \(listed)이 있지만 그날의 사진은 없음")
        }
        for photo in photos.sorted(by: { $0.id < $1.id }) where indexedDays[photo.date]?[photo.id] != IndexedColour(photo.palette.dominant?.colour) {
            let id = photo.id, colour = photo.palette.dominant?.colour.hex ?? "(none)"
            return Phrase("date index lacks photo \(id)'s colour \(colour)", korean: "날짜 색인에 사진 \(id)의 색 \(colour)이 없음")
        }
        guard let tagLabels = try? index.tagLabels() else { return Phrase("tag index cannot be read", korean: "태그 색인을 읽을 수 없음") }
        var indexedTags: [String: [Int]] = [:]
        for (id, label) in tagLabels { indexedTags[label, default: []].append(id) }
        for label in Set(expectedTags.keys).union(indexedTags.keys).sorted()
        where (indexedTags[label] ?? []).sorted() != (expectedTags[label] ?? []).sorted() {
            let listed = (indexedTags[label] ?? []).sorted(), expected = (expectedTags[label] ?? []).sorted()
            return Phrase("tag index for \(label) lists \(listed) instead of \(expected)", korean: "\(label)의 태그 색인에 \(expected) 대신 \(listed)이 있음")
        }
        var expectedHashes: [String: [Int]] = [:]
        for photo in photos { expectedHashes[photo.sha256, default: []].append(photo.id) }
        for (sha256, ids) in expectedHashes where try index.ids(withSHA256: sha256) != ids.sorted() {
            let id = ids.sorted().first ?? 0
            return Phrase("hash index lacks photo \(id)", korean: "해시 색인에 사진 \(id)이 없음")
        }
        let indexedHashCount = try store.entries(of: layout.hashIndex)
            .filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }
            .reduce(0) { total, bucket in
                total + ((try store.contents(of: PathName.join(layout.hashIndex, bucket)) ?? []).filter { $0 == UInt8(ascii: "\n") }.count)
            }
        if indexedHashCount != photos.count {
            let count = photos.count
            return Phrase("hash index has \(indexedHashCount) entries for \(count) photos", korean: "해시 색인의 항목이 \(indexedHashCount)개인데 사진은 \(count)장임")
        }
        return try hashtagIndexDisagreement(with: photos) ?? paletteIndexDisagreement(with: photos)
    }

    private func hashtagIndexDisagreement(with photos: [Photo]) throws -> Phrase? {
        var expected: [String: Set<Int>] = [:]
        for photo in photos {
            for name in Hashtag.all(in: photo.memo) { expected[name, default: []].insert(photo.id) }
        }
        var indexed: [String: Set<Int>] = [:]
        var entryCount = 0
        for entry in try index.allHashtagEntries() {
            indexed[entry.name, default: []].insert(entry.id)
            entryCount += 1
        }
        for name in Set(expected.keys).union(indexed.keys).sorted() where expected[name] != indexed[name] {
            let listed = (indexed[name] ?? []).sorted(), wanted = (expected[name] ?? []).sorted()
            return Phrase("hashtag index for #\(name) lists \(listed) instead of \(wanted)", korean: "#\(name)의 해시태그 색인에 \(wanted) 대신 \(listed)이 있음")
        }
        if entryCount != expected.values.reduce(0, { $0 + $1.count }) {
            return Phrase("hashtag index has repeated entries", korean: "해시태그 색인에 같은 항목이 되풀이됨")
        }
        return nil
    }

    private func paletteIndexDisagreement(with photos: [Photo]) throws -> Phrase? {
        let palettes = try index.palettes()
        for photo in photos.sorted(by: { $0.id < $1.id }) where palettes[photo.id] != IndexedPaletteEntry.entries(of: photo.palette) {
            let id = photo.id
            return Phrase("palette index lacks photo \(id)'s palette", korean: "팔레트 색인에 사진 \(id)의 팔레트가 없음")
        }
        if palettes.count != photos.count {
            let count = palettes.count, photoCount = photos.count
            return Phrase("palette index has \(count) palettes for \(photoCount) photos", korean: "팔레트 색인의 팔레트가 \(count)개인데 사진은 \(photoCount)장임")
        }
        return nil
    }
}
