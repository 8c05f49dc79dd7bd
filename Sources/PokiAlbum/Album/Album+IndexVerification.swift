import PokiSystem

/// Whether the indexes (days, tags, hashtags, palettes) agree with the documents they are
/// built from, for the survey.
extension Album {
    /// A description of the first way the indexes differ from `photos`, or nil when they agree.
    func indexDisagreement(with photos: [Photo]) throws -> String? {
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
            return "date index for \(day) lists \(indexedDays[day]?.keys.sorted() ?? []) instead of \(ids.sorted())"
        }
        for (day, entries) in indexedDays where expectedDays[day] == nil {
            return "date index for \(day) lists \(entries.keys.sorted()) but no photo has that day"
        }
        for photo in photos.sorted(by: { $0.id < $1.id }) where indexedDays[photo.date]?[photo.id] != IndexedColour(photo.palette.dominant?.colour) {
            return "date index lacks photo \(photo.id)'s colour \(photo.palette.dominant?.colour.hex ?? "(none)")"
        }
        guard let tagLabels = try? index.tagLabels() else { return "tag index cannot be read" }
        var indexedTags: [String: [Int]] = [:]
        for (id, label) in tagLabels { indexedTags[label, default: []].append(id) }
        for label in Set(expectedTags.keys).union(indexedTags.keys).sorted()
        where (indexedTags[label] ?? []).sorted() != (expectedTags[label] ?? []).sorted() {
            return "tag index for \(label) lists \((indexedTags[label] ?? []).sorted()) instead of \((expectedTags[label] ?? []).sorted())"
        }
        var expectedHashes: [String: [Int]] = [:]
        for photo in photos { expectedHashes[photo.sha256, default: []].append(photo.id) }
        for (sha256, ids) in expectedHashes where try index.ids(withSHA256: sha256) != ids.sorted() {
            return "hash index lacks photo \(ids.sorted().first ?? 0)"
        }
        let indexedHashCount = try store.entries(of: layout.hashIndex)
            .filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }
            .reduce(0) { total, bucket in
                total + ((try store.contents(of: PathName.join(layout.hashIndex, bucket)) ?? []).filter { $0 == UInt8(ascii: "\n") }.count)
            }
        if indexedHashCount != photos.count {
            return "hash index has \(indexedHashCount) entries for \(photos.count) photos"
        }
        return try hashtagIndexDisagreement(with: photos) ?? paletteIndexDisagreement(with: photos)
    }

    private func hashtagIndexDisagreement(with photos: [Photo]) throws -> String? {
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
            return "hashtag index for #\(name) lists \((indexed[name] ?? []).sorted()) instead of \((expected[name] ?? []).sorted())"
        }
        if entryCount != expected.values.reduce(0, { $0 + $1.count }) {
            return "hashtag index has repeated entries"
        }
        return nil
    }

    private func paletteIndexDisagreement(with photos: [Photo]) throws -> String? {
        let palettes = try index.palettes()
        for photo in photos.sorted(by: { $0.id < $1.id }) where palettes[photo.id] != IndexedPaletteEntry.entries(of: photo.palette) {
            return "palette index lacks photo \(photo.id)'s palette"
        }
        if palettes.count != photos.count {
            return "palette index has \(palettes.count) palettes for \(photos.count) photos"
        }
        return nil
    }
}
