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
    public struct Refusal: PhrasedError, Equatable {
        public var path: String
        public var reason: Phrase
        public var phrase: Phrase { Phrase("\(path): ", korean: "\(path): ") + reason }

        public init(path: String, reason: Phrase) {
            self.path = path
            self.reason = reason
        }
    }

    /// Why a file that is no MP4 or MOV is refused.
    private static let notAVideo = Phrase("not an MP4 or MOV video", korean: "MP4나 MOV 영상이 아닙니다")

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

    /// The largest video poki keeps: booth clips are tens of megabytes, a Live Photo's a few.
    public static let maximumBytes = 256 << 20

    /// Most boxes one box may hold: a real movie has a few dozen at any level.
    private static let maximumBoxesPerLevel = 100_000

    /// What the video at `path` is, from its `ftyp` and `mvhd` boxes.
    /// - Throws: ``Refusal`` when it is not an MP4 or MOV, is larger than ``maximumBytes``, or
    ///   its boxes do not add up.
    public static func facts(ofFileAt path: String) throws -> Facts {
        let file = try BoxFile(path: path)
        defer { file.close() }
        guard let format = format(ofHead: try file.bytes(at: 0, count: 12)) else {
            throw Refusal(path: path, reason: notAVideo)
        }
        guard file.size <= maximumBytes else {
            throw Refusal(
                path: path,
                reason: Phrase("larger than \(maximumBytes >> 20) MiB, more than a session clip", korean: "\(maximumBytes >> 20) MiB보다 커서 촬영 영상으로 보기에는 너무 큽니다")
            )
        }
        var duration: Double?
        try file.forEachBox(in: 0..<file.size) { box in
            guard box.type == "moov" else { return true }
            try file.forEachBox(in: box.contentRange) { child in
                if child.type == "mvhd" { duration = try movieDuration(child, in: file) }
                return child.type != "mvhd"
            }
            return false
        }
        return Facts(format: format, durationSeconds: duration)
    }

    /// The boxes each box keeps in a published copy, by its type ("" for the file itself): what
    /// a player needs to play the movie. Every other box, at any depth (`udta` with QuickTime's
    /// `©xyz` location, `meta` with `com.apple.quicktime.location.ISO6709`, XMP in `uuid`,
    /// `meco`, Apple's `gps ` and whatever else a device writes), is emptied. Those listed here
    /// that hold boxes of their own are filtered the same way; the others are kept whole.
    private static let keptBoxes: [String: Set<String>] = [
        "": ["ftyp", "moov", "mdat", "free", "skip", "wide", "moof", "mfra", "sidx", "styp"],
        "moov": ["mvhd", "trak", "mvex", "free", "skip"],
        "trak": ["tkhd", "tref", "edts", "mdia", "free", "skip"],
        "mdia": ["mdhd", "hdlr", "minf", "free", "skip"],
        "minf": ["vmhd", "smhd", "hmhd", "nmhd", "gmhd", "dinf", "stbl", "free", "skip"],
        "moof": ["mfhd", "traf", "free", "skip"],
        "traf": ["tfhd", "tfdt", "trun", "sbgp", "sgpd", "subs", "saiz", "saio", "senc", "free", "skip"],
    ]

    /// Track handlers whose samples are words about the movie, not pictures or sound: Apple's
    /// timed metadata (`meta`, where newer phones put the place frame by frame) and text.
    private static let describingHandlers: Set<String> = ["meta", "text", "sbtl"]

    /// The ranges of the boxes of the file at `path` that a published copy empties: every box
    /// ``keptBoxes`` does not name under its parent, and whole tracks of timed metadata. A copy
    /// that turns them into `free` boxes of the same size keeps every offset, plays as before,
    /// and says nothing of where or by whom it was made.
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
            throw Refusal(path: file.path, reason: notAVideo)
        }
        var found: [Range<Int>] = []
        func filter(_ range: Range<Int>, parent: String) throws {
            try file.forEachBox(in: range) { box in
                let describingTrack = box.type == "trak" ? describingHandlers.contains(try handler(of: box, in: file) ?? "") : false
                guard keptBoxes[parent]?.contains(box.type) == true, !describingTrack else {
                    found.append(box.range)
                    return true
                }
                if keptBoxes[box.type] != nil { try filter(box.contentRange, parent: box.type) }
                return true
            }
        }
        try filter(0..<file.size, parent: "")
        return found
    }

    /// The handler type (`vide`, `soun`, `meta` …) of a `trak` box, from its `mdia/hdlr`.
    private static func handler(of track: Box, in file: BoxFile) throws -> String? {
        var handler: String?
        try file.forEachBox(in: track.contentRange) { box in
            guard box.type == "mdia" else { return true }
            try file.forEachBox(in: box.contentRange) { child in
                guard child.type == "hdlr" else { return true }
                let content = try file.bytes(at: child.contentRange.lowerBound, count: min(child.contentRange.count, 12))
                if content.count == 12 { handler = String(decoding: content[8..<12], as: UTF8.self) }
                return false
            }
            return false
        }
        return handler
    }

    /// Where a copy that should say nothing of a place still does, found by what location
    /// metadata is written as rather than by where boxes are: QuickTime's `©xyz`, Apple's
    /// `com.apple.quicktime.location` keys and ISO 6709 names, anywhere outside the media data
    /// (`mdat`, whose compressed samples could hold any four bytes by chance). Nil when nowhere.
    public static func locationSignature(in bytes: [UInt8], name: String) throws -> String? {
        var media: [Range<Int>] = []
        try BoxFile(bytes: bytes, name: name).forEachBox(in: 0..<bytes.count) { box in
            if box.type == "mdat" { media.append(box.contentRange) }
            return true
        }
        let signatures: [(String, [UInt8])] = [
            ("©xyz", [0xA9] + Array("xyz".utf8)), ("com.apple.quicktime.location", Array("com.apple.quicktime.location".utf8)),
            ("ISO6709", Array("ISO6709".utf8)),
        ]
        var start = 0
        for range in media + [bytes.count..<bytes.count] {
            let outside = bytes[start..<max(start, range.lowerBound)]
            for (name, signature) in signatures where outside.firstRange(of: signature) != nil { return name }
            start = range.upperBound
        }
        return nil
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
                throw Refusal(path: path, reason: Phrase("cannot read its size", korean: "크기를 읽을 수 없습니다"))
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
            guard read >= 0 else { throw Refusal(path: path, reason: .systemError(Platform.errorNumber)) }
            return Array(bytes.prefix(read))
        }

        /// Calls `body` with each box that tiles `range`, in order, until it returns false.
        /// - Throws: ``Refusal`` when a box's size runs past its parent or is too small, or the
        ///   range holds more than ``maximumBoxesPerLevel`` boxes.
        func forEachBox(in range: Range<Int>, _ body: (Box) throws -> Bool) throws {
            var offset = range.lowerBound
            var count = 0
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
                count += 1
                guard count <= maximumBoxesPerLevel else {
                    throw Refusal(
                        path: path,
                        reason: Phrase("damaged video: more than \(maximumBoxesPerLevel) boxes in one", korean: "손상된 영상입니다: 한 박스 안에 박스가 \(maximumBoxesPerLevel)개보다 많습니다")
                    )
                }
                let type = String(decoding: header[4..<8].map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                let box = Box(type: type, range: offset..<offset + length, contentRange: offset + headerLength..<offset + length)
                guard try body(box) else { return }
                offset += length
            }
        }

        private func damaged(at offset: Int) -> Refusal {
            Refusal(path: path, reason: Phrase("damaged video: the box at byte \(offset) runs past its end", korean: "손상된 영상입니다: 바이트 \(offset)의 박스가 끝을 넘어갑니다"))
        }
    }
}
