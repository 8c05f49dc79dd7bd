import PokiSystem

/// The hashtag index: `index/hashtags/<xx>` holds `<hashtag> <id>` lines, one per hashtag of a
/// photo's memo, for the hashtags whose bucket is `xx` (two hex digits of a hash of the name), so
/// `list --hashtag` reads one small file per hashtag and `hashtags` reads 256 files, never a document.
extension AlbumIndex {
    /// The bucket a hashtag's lines are in: FNV-1a of its UTF-8, folded to two hex digits.
    static func hashtagBucket(of name: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let value = Int((hash >> 24) ^ (hash & 0xFF))
        let digits = Array("0123456789abcdef")
        return String([digits[value >> 4], digits[value & 0xF]])
    }

    /// The IDs of the photos in the album whose memo has the hashtag `name` (as ``Hashtag`` names it).
    func ids(withHashtag name: String) throws -> Set<Int> {
        Set(try readHashtagBucket(Self.hashtagBucket(of: name)).filter { $0.name == name }.map(\.id))
    }

    /// The number of photos in the album per hashtag.
    func hashtagCounts() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for bucket in try store.entries(of: layout.hashtagIndex) where !bucket.hasPrefix(AtomicFile.temporaryPrefix) {
            for entry in try readHashtagBucket(bucket) { counts[entry.name, default: 0] += 1 }
        }
        return counts
    }

    /// Every `(name, id)` entry of the index, for `check`.
    func allHashtagEntries() throws -> [(name: String, id: Int)] {
        try store.entries(of: layout.hashtagIndex).filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }.flatMap(readHashtagBucket)
    }

    /// A bucket's entries; lines that are not `<hashtag> <id>`, or sit in the wrong bucket, are ignored.
    func readHashtagBucket(_ bucket: String) throws -> [(name: String, id: Int)] {
        guard let bytes = try store.contents(of: PathName.join(layout.hashtagIndex, bucket)) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let parts = line.split(separator: UInt8(ascii: " "))
            guard parts.count == 2, let id = DocumentValidation.photoID(String(decoding: parts[1], as: UTF8.self)) else { return nil }
            let name = String(decoding: parts[0], as: UTF8.self)
            guard Hashtag.name(of: name) == name, Self.hashtagBucket(of: name) == bucket else { return nil }
            return (name, id)
        }
    }

    /// Replaces a bucket's entries (album lock held); an emptied bucket's file stays, empty
    /// (see ``writeTagLabels(_:at:)``).
    func writeHashtagBucket(_ bucket: String, _ entries: [(name: String, id: Int)]) throws {
        let path = PathName.join(layout.hashtagIndex, bucket)
        let text = entries.sorted { ($0.name, $0.id) < ($1.name, $1.id) }.map { "\($0.name) \($0.id)\n" }.joined()
        try store.makeFolder(layout.hashtagIndex)
        try store.write(Array(text.utf8), to: path)
    }
}
