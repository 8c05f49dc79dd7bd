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
        // Counted by an FNV-1a hash of the label's bytes, each label decoded once: hashing every
        // line's bytes with Swift's hasher took most of the time at 100,000 photos.
        var slots: [UInt64: Int] = [:], distinct: [(bytes: ArraySlice<UInt8>, count: Int)] = []
        var collided: [ArraySlice<UInt8>: Int] = [:]
        for (path, thousand) in try tagFiles() {
            guard let bytes = try store.contents(of: path) else { continue }
            bytes.withUnsafeBufferPointer { buffer in
                Self.forEachEntry(in: buffer, thousand: thousand) { _, range in
                    var hash: UInt64 = 14_695_981_039_346_656_037
                    for index in range { hash = (hash ^ UInt64(buffer[index])) &* 1_099_511_628_211 }
                    if let slot = slots[hash] {
                        if distinct[slot].bytes.elementsEqual(buffer[range]) { distinct[slot].count += 1 } else { collided[bytes[range], default: 0] += 1 }
                    } else {
                        slots[hash] = distinct.count
                        distinct.append((bytes[range], 1))
                    }
                }
            }
        }
        var labels: [String: Int] = [:]
        for (bytes, count) in distinct + collided.map({ ($0.key, $0.value) }) {
            guard let label = Self.decodedLabel(bytes) else { continue }
            labels[label, default: 0] += count
        }
        return labels
    }

    /// Every photo's tag label in the index, by ID.
    func tagLabels() throws -> [Int: String] {
        var labels: [Int: String] = [:]
        for (path, _) in try tagFiles() { labels.merge(try readTagLabels(at: path)) { _, new in new } }
        return labels
    }

    /// The labels of one file, by ID. A line that is not `<id> <label>`, or whose ID is not one
    /// of the file's thousand, is ignored; of two lines of one ID, the last counts.
    func readTagLabels(at path: String) throws -> [Int: String] {
        guard let bytes = try store.contents(of: path), let thousand = DocumentValidation.decimal(PathName.lastComponent(of: path)) else { return [:] }
        var labels: [Int: String] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            Self.forEachEntry(in: buffer, thousand: thousand) { id, range in labels[id] = Self.decodedLabel(bytes[range]) }
        }
        return labels
    }

    /// The index's files, each with the thousand of IDs it holds.
    private func tagFiles() throws -> [(path: String, thousand: Int)] {
        try store.entries(of: layout.tagIndex).compactMap { name in
            DocumentValidation.decimal(name).map { (PathName.join(layout.tagIndex, name), $0) }
        }
    }

    /// Calls `body` with each line's ID and where its label's bytes are, for the lines that are
    /// `<id> <label>` with an ID of `thousand`, each ID once (its last line).
    private static func forEachEntry(in bytes: UnsafeBufferPointer<UInt8>, thousand: Int, _ body: (Int, Range<Int>) -> Void) {
        var lastLine = [Int](repeating: -1, count: tagsPerFile)
        var entries: [(id: Int, label: Range<Int>)] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var cursor = start, id = 0
            while cursor < end, cursor - start < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
                id = id * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            if cursor > start, cursor < end - 1, bytes[cursor] == UInt8(ascii: " "), bytes[start] != UInt8(ascii: "0"),
               Photo.idRange.contains(id), id / tagsPerFile == thousand {
                let slot = id % tagsPerFile
                if lastLine[slot] >= 0 { entries[lastLine[slot]].id = -1 }
                lastLine[slot] = entries.count
                entries.append((id, (cursor + 1)..<end))
            }
            start = end + 1
        }
        for entry in entries where entry.id >= 0 { body(entry.id, entry.label) }
    }

    /// Replaces one file's labels (album lock held). A file left with no label stays, empty: a
    /// file removed on one device and changed on the other comes back changed, with no conflict
    /// for a sync tool to show, where two changes make a conflict copy the next writer takes in.
    func writeTagLabels(_ labels: [Int: String], at path: String) throws {
        let text = labels.keys.sorted().map { "\($0) \(Self.encodedLabel(labels[$0, default: ""]))\n" }.joined()
        try store.makeFolder(layout.tagIndex)
        try store.write(Array(text.utf8), to: path)
    }

    /// `label` with its `%` and control characters written `%XX` (upper-case hex).
    private static func encodedLabel(_ label: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in label.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The label a line's bytes spell: nil when empty, when a `%` is not followed by two hex
    /// digits, or when it holds a control character (no label poki takes has one).
    private static func decodedLabel(_ text: ArraySlice<UInt8>) -> String? {
        guard text.contains(UInt8(ascii: "%")) else {
            guard !text.isEmpty, !text.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
            let label = String(decoding: text, as: UTF8.self)
            return ControlCharacters.occur(in: label) ? nil : label
        }
        func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "%") {
                guard text.endIndex - index >= 3, let high = hexValue(text[index + 1]), let low = hexValue(text[index + 2]) else { return nil }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        let label = String(decoding: bytes, as: UTF8.self)
        return bytes.isEmpty || ControlCharacters.occur(in: label) ? nil : label
    }
}
