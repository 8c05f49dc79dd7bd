import PokiSystem
import PokiImaging

/// The album's derived indexes, which let interactive commands avoid reading every document.
///
/// - date: `index/date/<YYYY>/<MM-DD>` lists the IDs of each day, so `list --sort date --limit N`
///   reads only the newest days, and each of those photos' dominant colour, so `calendar` and
///   `stats` need no document. The file holds one line per ID (`1003`), ascending, then one line
///   per ID with its colour (`1003 #E94B6A`, or `1003 -` for a photo without a dominant colour).
///   The colour lines came with index version 2; older pokis read only the ID lines and rewrite a
///   day without them, so a photo may lack its colour line (see ``IndexedColour/notRecorded``);
/// - hash: `index/sha256/<xx>` maps SHA-256 to IDs in 256 buckets, so the duplicate check on add
///   reads one small file;
/// - tags: `index/tags/<n>` (see `AlbumIndex+Tags.swift`), so `tags` need not read every document;
/// - hashtags: `index/hashtags/<xx>` (see `AlbumIndex+Hashtags.swift`), for `list --hashtag` and
///   `hashtags`;
/// - palettes: `index/palettes/<n>` (see `AlbumIndex+Palettes.swift`), for `list --colour`.
///
/// `index/version` holds the index's version (`4`); an index without it was written by an older
/// poki, and the next writer rebuilds it (see ``Album/upgradeIndexIfOlder()``).
///
/// Each file is rewritten atomically by writers holding the album lock; all of it can be rebuilt
/// from the documents.
struct AlbumIndex: Sendable {
    let layout: AlbumLayout
    /// The one door to the album's files.
    let store: AlbumStore

    init(layout: AlbumLayout) {
        self.layout = layout
        store = AlbumStore(layout: layout)
    }

    /// The version of the index this poki writes: 2 added the colour lines to the date index, 3
    /// the hashtag and palette indexes, 4 the tag index's ID lines in place of counts.
    static let currentVersion = 4

    // MARK: Reading

    /// The years that have had photos, ascending: a year whose photos are all gone may still be
    /// listed, with no days (``days(in:)``).
    func years() throws -> [Int] {
        try store.entries(of: layout.dateIndex).compactMap { name in
            name.utf8.count == 4 ? Int(name) : nil
        }.sorted()
    }

    /// The days of `year` that have photos, ascending (a day's file left empty when its last
    /// photo went is not one).
    func days(in year: Int) throws -> [CalendarDay] {
        let folder = PathName.join(layout.dateIndex, CalendarDay.pad(year, 4))
        return try store.entries(of: folder).compactMap { name in
            CalendarDay("\(CalendarDay.pad(year, 4))-\(name)")
        }.filter { try (store.status(dayFile($0))?.size ?? 0) > 0 }.sorted()
    }

    /// The IDs of the photos of `day`, ascending.
    func ids(on day: CalendarDay) throws -> [Int] {
        try readEntries(at: dayFile(day)).keys.sorted()
    }

    /// The photos of `day` with their dominant colours, by ID.
    func entries(on day: CalendarDay) throws -> [Int: IndexedColour] {
        try readEntries(at: dayFile(day))
    }

    /// Whether the index is of ``currentVersion`` (or a newer one): false for an index an older
    /// poki wrote, which has no version file.
    func isCurrent() throws -> Bool {
        guard let bytes = try store.contents(of: layout.indexVersion) else { return false }
        let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        return (DocumentValidation.decimal(text) ?? 0) >= Self.currentVersion
    }

    /// IDs of photos in the album whose image has this SHA-256, ascending.
    func ids(withSHA256 sha256: String) throws -> [Int] {
        try readHashBucket(Self.bucket(of: sha256)).filter { $0.sha256 == sha256 }.map(\.id).sorted()
    }

    // MARK: Writing (album lock held)

    /// Rewrites every index file `changes` touches.
    func apply(_ changes: IndexChanges) throws {
        var days = Set(changes.addedToDay.keys)
        days.formUnion(changes.removedFromDay.keys)
        for day in days.sorted() {
            var entries = try readEntries(at: dayFile(day))
            for id in changes.removedFromDay[day] ?? [] { entries[id] = nil }
            entries.merge(changes.addedToDay[day] ?? [:]) { _, new in new }
            try writeEntries(entries, for: day)
        }
        var buckets = Set(changes.addedHashes.keys)
        buckets.formUnion(changes.removedHashes.keys)
        for bucket in buckets.sorted() {
            let removed = changes.removedHashes[bucket] ?? []
            var entries = try readHashBucket(bucket).filter { !removed.contains($0.id) }
            entries.append(contentsOf: changes.addedHashes[bucket] ?? [])
            try writeHashBucket(bucket, entries)
        }
        var tagFiles: [String: [Int]] = [:]
        for id in changes.removedTags.union(changes.addedTags.keys) { tagFiles[tagFile(of: id), default: []].append(id) }
        for (path, ids) in tagFiles.sorted(by: { $0.key < $1.key }) {
            var labels = try readTagLabels(at: path)
            for id in ids {
                if changes.removedTags.contains(id) { labels[id] = nil }
                if let added = changes.addedTags[id] { labels[id] = added }
            }
            try writeTagLabels(labels, at: path)
        }
        var hashtagBuckets = Set(changes.addedHashtags.keys)
        hashtagBuckets.formUnion(changes.removedHashtags.keys)
        for bucket in hashtagBuckets.sorted() {
            let removed = changes.removedHashtags[bucket] ?? []
            var entries = try readHashtagBucket(bucket).filter { !removed.contains($0.id) }
            entries.append(contentsOf: changes.addedHashtags[bucket] ?? [])
            try writeHashtagBucket(bucket, entries)
        }
        var paletteFiles: [String: [Int]] = [:]
        for id in changes.removedPalettes.union(changes.addedPalettes.keys) { paletteFiles[paletteFile(of: id), default: []].append(id) }
        for (path, ids) in paletteFiles.sorted(by: { $0.key < $1.key }) {
            var palettes = try readPalettes(at: path)
            for id in ids {
                if changes.removedPalettes.contains(id) { palettes[id] = nil }
                if let added = changes.addedPalettes[id] { palettes[id] = added }
            }
            try writePalettes(palettes, at: path)
        }
    }

    /// Replaces every index with one computed from `photos`. The files there are emptied rather
    /// than removed (see ``writeTagLabels(_:at:)``); anything that is not a plain file poki names
    /// (a link, a folder, a sync tool's copy) is removed.
    func rebuild(from photos: [Photo]) throws {
        func empty(_ path: String, keeping isIndexFile: Bool) throws {
            if isIndexFile, try store.status(path)?.kind == .regular {
                try store.writeHint([], to: path)
            } else {
                try store.remove(path)
            }
        }
        for year in try store.allEntries(of: layout.dateIndex) {
            let folder = PathName.join(layout.dateIndex, year)
            // Only a real folder is emptied: a link put there must not lead the writes out of the album.
            guard try store.status(folder)?.kind == .directory else {
                try store.remove(folder)
                continue
            }
            for day in try store.allEntries(of: folder) {
                try empty(PathName.join(folder, day), keeping: CalendarDay("\(year)-\(day)") != nil)
            }
        }
        for bucket in try store.allEntries(of: layout.hashIndex) {
            try empty(PathName.join(layout.hashIndex, bucket), keeping: bucket.utf8.count == 2 && SyncArtifact(fileName: bucket) == nil)
        }
        try store.remove(layout.olderTagCountIndex)
        for folder in [layout.tagIndex, layout.hashtagIndex, layout.paletteIndex] {
            // As for the years: only a real folder is emptied, a link is removed.
            guard let status = try store.status(folder) else { continue }
            guard status.kind == .directory else {
                try store.remove(folder)
                continue
            }
            for name in try store.allEntries(of: folder) {
                let isIndexFile = folder == layout.hashtagIndex ? name.utf8.count == 2 : DocumentValidation.decimal(name) != nil
                try empty(PathName.join(folder, name), keeping: isIndexFile && SyncArtifact(fileName: name) == nil)
            }
        }
        var changes = IndexChanges()
        for photo in photos { changes.insert(photo) }
        try apply(changes)
        try markCurrent()
        try store.syncFolder(layout.index)
    }

    /// Records that the index is of ``currentVersion``: written last by a rebuild, and by a new album.
    func markCurrent() throws {
        try store.write(Array("\(Self.currentVersion)\n".utf8), to: layout.indexVersion)
    }

    // MARK: Files

    /// The two lower-case hex digits that name a hash's bucket.
    static func bucket(of sha256: String) -> String {
        String(sha256.prefix(2)).lowercased()
    }

    private func dayFile(_ day: CalendarDay) -> String {
        PathName.join(layout.dateIndex, CalendarDay.pad(day.year, 4), CalendarDay.pad(day.month, 2) + "-" + CalendarDay.pad(day.day, 2))
    }

    /// A day file's photos: every ID line, each with the colour its colour line gives (colour
    /// lines of IDs without an ID line, and lines that are neither, are ignored).
    private func readEntries(at path: String) throws -> [Int: IndexedColour] {
        guard let bytes = try store.contents(of: path) else { return [:] }
        var entries: [Int: IndexedColour] = [:]
        var colours: [Int: IndexedColour] = [:]
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            guard let id = DocumentValidation.photoID(String(decoding: fields[0], as: UTF8.self)) else { continue }
            switch fields.count {
            case 1:
                entries[id] = .notRecorded
            case 2 where fields[1].elementsEqual("-".utf8):
                colours[id] = .noDominant
            case 2:
                let text = String(decoding: fields[1], as: UTF8.self)
                if text.hasPrefix("#"), let colour = Colour(hex: text) { colours[id] = .dominant(colour) }
            default:
                continue
            }
        }
        for (id, colour) in colours where entries[id] != nil { entries[id] = colour }
        return entries
    }

    /// Replaces a day's file. A day left with no photo keeps its file, empty (see
    /// ``writeTagLabels(_:at:)`` for why); ``days(in:)`` does not list it.
    private func writeEntries(_ entries: [Int: IndexedColour], for day: CalendarDay) throws {
        let path = dayFile(day)
        let ids = entries.keys.sorted()
        var text = ids.map { "\($0)\n" }.joined()
        for id in ids {
            switch entries[id] {
            case let .dominant(colour): text += "\(id) \(colour.hex)\n"
            case .noDominant: text += "\(id) -\n"
            case .notRecorded, nil: continue
            }
        }
        try store.makeFolder(PathName.directory(of: path))
        try store.write(Array(text.utf8), to: path)
    }

    private func readHashBucket(_ bucket: String) throws -> [(sha256: String, id: Int)] {
        guard let bytes = try store.contents(of: PathName.join(layout.hashIndex, bucket)) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let parts = line.split(separator: UInt8(ascii: " "))
            guard parts.count == 2, let id = DocumentValidation.photoID(String(decoding: parts[1], as: UTF8.self)) else { return nil }
            return (String(decoding: parts[0], as: UTF8.self), id)
        }
    }

    /// Replaces a hash bucket; an emptied one stays, empty (see ``writeTagLabels(_:at:)``).
    private func writeHashBucket(_ bucket: String, _ entries: [(sha256: String, id: Int)]) throws {
        let path = PathName.join(layout.hashIndex, bucket)
        let text = entries.sorted { ($0.sha256, $0.id) < ($1.sha256, $1.id) }.map { "\($0.sha256) \($0.id)\n" }.joined()
        try store.write(Array(text.utf8), to: path)
    }
}
