import PokiSystem

/// A session video's container, read as ISO base media boxes (ISO/IEC 14496-12): MP4 from the
/// booths, QuickTime MOV from phones (a Live Photo's clip). Told by its bytes, never its name.
public enum VideoContainer {
    /// The containers poki keeps.
    public enum Format: String, Sendable, Equatable, Codable, CaseIterable {
        case mp4
        case mov

        /// The extension of the album's copy: `images/1042.mp4`.
        public var fileExtension: String { rawValue }

        /// The name messages use.
        public var name: String {
            switch self {
            case .mp4: "MP4"
            case .mov: "QuickTime MOV"
            }
        }
    }

    /// What a video file is.
    public struct Facts: Sendable, Equatable {
        public var format: Format
        /// The movie's length as its `mvhd` box declares it, in seconds; nil when it declares none.
        public var durationSeconds: Double?
    }

    /// Why a file is not a video poki keeps.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Major brands of video files (`ftyp`): ISO, MP4, AVC, 3GPP, Apple's M4V and QuickTime. HEIF
    /// and AVIF pictures share the box but not these brands.
    private static let videoBrands = ["iso", "mp4", "avc1", "m4v", "3gp", "3g2", "dash", "mmp4", "msnv", "f4v", "xavc"]

    /// The container of a file starting with `head` (its first 12 bytes suffice), or nil when
    /// it does not start with an `ftyp` box of a video brand.
    public static func format(ofHead head: some Collection<UInt8>) -> Format? {
        let bytes = Array(head.prefix(12))
        guard bytes.count == 12, bytes[4..<8].elementsEqual("ftyp".utf8) else { return nil }
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        if brand == "qt  " { return .mov }
        let lowered = brand.lowercased()
        return videoBrands.contains { lowered.hasPrefix($0) } ? .mp4 : nil
    }

    /// What the video at `path` is, from its `ftyp` and `mvhd` boxes.
    /// - Throws: ``Refusal`` when it is not an MP4 or MOV, or its boxes do not add up.
    public static func facts(ofFileAt path: String) throws -> Facts {
        let file = try BoxFile(path: path)
        defer { file.close() }
        guard let format = format(ofHead: try file.bytes(at: 0, count: 12)) else {
            throw Refusal(path: path, reason: "not an MP4 or MOV video")
        }
        var duration: Double?
        for box in try file.boxes(in: 0..<file.size) where box.type == "moov" {
            for child in try file.boxes(in: box.contentRange) where child.type == "mvhd" {
                duration = try movieDuration(child, in: file)
            }
        }
        return Facts(format: format, durationSeconds: duration)
    }

    /// The ranges of the boxes in the file at `path` that can say where it was made or by whom:
    /// `udta` (QuickTime's `©xyz` location), `meta` (`com.apple.quicktime.location.ISO6709`),
    /// and `uuid` boxes (XMP), at the top level, in `moov` and in its tracks. A copy that turns
    /// them into `free` boxes of the same size keeps every offset and says nothing of them.
    public static func describingBoxes(ofFileAt path: String) throws -> [Range<Int>] {
        let file = try BoxFile(path: path)
        defer { file.close() }
        return try describingBoxes(in: file)
    }

    /// ``describingBoxes(ofFileAt:)`` of a video held in memory; `name` is the one errors give.
    public static func describingBoxes(in bytes: [UInt8], name: String) throws -> [Range<Int>] {
        try describingBoxes(in: BoxFile(bytes: bytes, name: name))
    }

    private static func describingBoxes(in file: BoxFile) throws -> [Range<Int>] {
        guard format(ofHead: try file.bytes(at: 0, count: 12)) != nil else {
            throw Refusal(path: file.path, reason: "not an MP4 or MOV video")
        }
        let describing: Set<String> = ["udta", "meta", "uuid"]
        var found: [Range<Int>] = []
        func search(_ range: Range<Int>, depth: Int) throws {
            for box in try file.boxes(in: range) {
                if describing.contains(box.type) {
                    found.append(box.range)
                } else if depth < 6, ["moov", "trak", "mdia", "minf", "stbl", "edts"].contains(box.type) {
                    try search(box.contentRange, depth: depth + 1)
                }
            }
        }
        try search(0..<file.size, depth: 0)
        return found
    }

    /// The duration an `mvhd` box declares, in seconds.
    private static func movieDuration(_ box: Box, in file: BoxFile) throws -> Double? {
        let content = try file.bytes(at: box.contentRange.lowerBound, count: min(box.contentRange.count, 32))
        guard let version = content.first else { return nil }
        let timescale: UInt64, duration: UInt64
        if version == 1, content.count >= 32 {
            timescale = bigEndian(content[20..<24])
            duration = bigEndian(content[24..<32])
        } else if content.count >= 20 {
            timescale = bigEndian(content[12..<16])
            duration = bigEndian(content[16..<20])
        } else {
            return nil
        }
        guard timescale > 0, duration != UInt64(UInt32.max), duration != UInt64.max else { return nil }
        return Double(duration) / Double(timescale)
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// One box: its four-letter type and where it and its content lie in the file.
    private struct Box {
        var type: String
        var range: Range<Int>
        var contentRange: Range<Int>
    }

    /// A file read box by box with `pread`, or bytes in memory.
    private struct BoxFile {
        let path: String
        let descriptor: Int32
        let size: Int
        let contents: [UInt8]?

        init(path: String) throws {
            self.path = path
            contents = nil
            descriptor = try Syscall.openRegularFile(path, followingLinks: false)
            guard case let .success(status) = Platform.status(of: descriptor) else {
                _ = Platform.close(descriptor)
                throw Refusal(path: path, reason: "cannot read its size")
            }
            size = status.size
        }

        init(bytes: [UInt8], name: String) {
            path = name
            contents = bytes
            descriptor = -1
            size = bytes.count
        }

        func close() { if contents == nil { _ = Platform.close(descriptor) } }

        func bytes(at offset: Int, count: Int) throws -> [UInt8] {
            if let contents { return Array(contents[min(offset, size)..<min(offset + max(count, 0), size)]) }
            var bytes = [UInt8](repeating: 0, count: max(count, 0))
            let read = bytes.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress!, $0.count, at: offset) }
            guard read >= 0 else { throw Refusal(path: path, reason: Platform.errorText(Platform.errorNumber)) }
            return Array(bytes.prefix(read))
        }

        /// The boxes that tile `range`.
        /// - Throws: ``Refusal`` when a box's size runs past its parent or is too small.
        func boxes(in range: Range<Int>) throws -> [Box] {
            var boxes: [Box] = []
            var offset = range.lowerBound
            while offset + 8 <= range.upperBound {
                let header = try bytes(at: offset, count: 16)
                guard header.count >= 8 else { break }
                var length = Int(bigEndian(header[0..<4]))
                var headerLength = 8
                if length == 1 {
                    guard header.count == 16 else { throw damaged(at: offset) }
                    let large = bigEndian(header[8..<16])
                    guard large <= UInt64(Int.max) else { throw damaged(at: offset) }
                    length = Int(large)
                    headerLength = 16
                } else if length == 0 {
                    length = range.upperBound - offset
                }
                guard length >= headerLength, length <= range.upperBound - offset else { throw damaged(at: offset) }
                let type = String(decoding: header[4..<8].map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                boxes.append(Box(type: type, range: offset..<offset + length, contentRange: offset + headerLength..<offset + length))
                offset += length
            }
            return boxes
        }

        private func damaged(at offset: Int) -> Refusal {
            Refusal(path: path, reason: "damaged video: the box at byte \(offset) runs past its end")
        }
    }
}
