import PokiSystem

/// The tag index: `index/tags/<xx>` holds `<id> <label>` lines, one per photo in the album, for
/// the tag labels whose bucket is `xx` (``AlbumIndex/nameBucket(of:)``). A label's `%` and control
/// characters are written `%XX`, so every entry is one line.
///
/// The index lists IDs rather than counts so that two devices that each add a photo of the same
/// tag never write the same file: a count would read alike on both, and a sync tool would keep one
/// device's file as if it held both additions.
extension AlbumIndex {
    /// Number of photos in the album per tag label. With an index an older poki wrote (version 3),
    /// its `index/tags.json` counts are read, leaving out a count no album can have (below 1,
    /// above the number of IDs) so sums over counts never overflow.
    func tagCounts() throws -> [String: Int] {
        guard try isCurrent() else {
            let counts = try store.document([String: Int].self, at: layout.olderTagCountIndex) ?? [:]
            return counts.filter { (1...Photo.idRange.count).contains($0.value) }
        }
        var counts: [String: Int] = [:]
        for entry in try allTagEntries() { counts[entry.label, default: 0] += 1 }
        return counts
    }

    /// Every `(label, id)` entry of the index, for `check`.
    func allTagEntries() throws -> [(label: String, id: Int)] {
        try store.entries(of: layout.tagIndex).filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }.flatMap(readTagBucket)
    }

    /// A bucket's entries; lines that are not `<id> <label>`, or sit in the wrong bucket, are ignored.
    func readTagBucket(_ bucket: String) throws -> [(label: String, id: Int)] {
        guard let bytes = try store.contents(of: PathName.join(layout.tagIndex, bucket)) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            guard let space = line.firstIndex(of: UInt8(ascii: " ")),
                  let id = DocumentValidation.photoID(String(decoding: line[..<space], as: UTF8.self)),
                  let label = Self.decodedLabel(line[line.index(after: space)...]),
                  Self.nameBucket(of: label) == bucket
            else { return nil }
            return (label, id)
        }
    }

    /// Replaces a bucket's entries (album lock held); an empty bucket's file is removed.
    func writeTagBucket(_ bucket: String, _ entries: [(label: String, id: Int)]) throws {
        let path = PathName.join(layout.tagIndex, bucket)
        if entries.isEmpty {
            try store.remove(path)
            return
        }
        let text = entries.sorted { ($0.id, $0.label) < ($1.id, $1.label) }.map { "\($0.id) \(Self.encodedLabel($0.label))\n" }.joined()
        try store.makeFolder(layout.tagIndex)
        try store.write(Array(text.utf8), to: path)
    }

    private static func encodedLabel(_ label: String) -> String {
        var bytes: [UInt8] = []
        for byte in label.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                bytes.append(contentsOf: Array(String(format2Hex: byte).utf8))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func decodedLabel(_ text: ArraySlice<UInt8>) -> String? {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "%") {
                guard text.endIndex - index >= 3,
                      let value = UInt8(String(decoding: text[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}

private extension String {
    /// `%XX`, the byte in upper-case hex.
    init(format2Hex byte: UInt8) {
        let digits = Array("0123456789ABCDEF")
        self = String(["%", digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
