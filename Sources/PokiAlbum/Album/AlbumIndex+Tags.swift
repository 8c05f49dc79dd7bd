import PokiSystem

/// The tag index: `index/tags/<n>` holds the tag labels of the photos with IDs
/// `n*1000…n*1000+999`, one `<id> <label>` line per photo in the album. A label's `%` and control
/// characters are written `%XX`, so every entry is one line. An add rewrites one small file, and
/// `tags` reads about a hundred files for 100,000 photos, never a document.
///
/// The index lists IDs rather than counts so that two devices that each tag a different photo
/// never write the same file: a count would read alike on both, and a sync tool would keep one
/// device's file as if it held both changes.
extension AlbumIndex {
    /// The IDs per tag index file.
    static let tagsPerFile = 1000

    /// The tag index file that holds `id`'s line.
    func tagFile(of id: Int) -> String {
        PathName.join(layout.tagIndex, String(id / Self.tagsPerFile))
    }

    /// Number of photos in the album per tag label. With an index an older poki wrote (version 3),
    /// its `index/tags.json` counts are read, leaving out a count no album can have (below 1,
    /// above the number of IDs) so sums over counts never overflow.
    func tagCounts() throws -> [String: Int] {
        guard try isCurrent() else {
            let counts = try store.document([String: Int].self, at: layout.olderTagCountIndex) ?? [:]
            return counts.filter { (1...Photo.idRange.count).contains($0.value) }
        }
        var counts: [String: Int] = [:]
        for label in try tagLabels().values { counts[label, default: 0] += 1 }
        return counts
    }

    /// Every photo's tag label in the index, by ID.
    func tagLabels() throws -> [Int: String] {
        var labels: [Int: String] = [:]
        for name in try store.entries(of: layout.tagIndex) where DocumentValidation.decimal(name) != nil {
            labels.merge(try readTagLabels(at: PathName.join(layout.tagIndex, name))) { _, new in new }
        }
        return labels
    }

    /// The labels of one file, by ID; a line that is not `<id> <label>` is ignored.
    func readTagLabels(at path: String) throws -> [Int: String] {
        guard let bytes = try store.contents(of: path) else { return [:] }
        var labels: [Int: String] = [:]
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")),
                  let id = DocumentValidation.photoID(String(decoding: line[..<space], as: UTF8.self)),
                  let label = Self.decodedLabel(line[line.index(after: space)...])
            else { continue }
            labels[id] = label
        }
        return labels
    }

    /// Replaces one file's labels (album lock held); an empty file is removed.
    func writeTagLabels(_ labels: [Int: String], at path: String) throws {
        if labels.isEmpty {
            try store.remove(path)
            return
        }
        let text = labels.keys.sorted().map { "\($0) \(Self.encodedLabel(labels[$0, default: ""]))\n" }.joined()
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
