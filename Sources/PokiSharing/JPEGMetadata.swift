import PokiSystem

/// What a JPEG segment is, to a shared copy: part of the picture, or metadata to keep, rewrite or
/// leave out.
enum JPEGMetadata {
    enum Kind: Equatable {
        /// Tables, frame, restart interval and the other markers a decoder needs.
        case decoding
        /// APP0 `JFIF\0`: density and an optional thumbnail.
        case jfif
        /// APP1 `Exif\0\0`.
        case exif
        /// APP1 XMP (`http://ns.adobe.com/xap/1.0/` or its extension).
        case xmp
        /// APP2 `ICC_PROFILE\0`: the colours.
        case colourProfile
        /// APP14 `Adobe`: how CMYK and YCCK pictures are to be read.
        case colourTransform
        /// Anything else: its marker and, for an APP segment, the identifier it starts with.
        case other(marker: UInt8, identifier: String)

        /// How a note names it, in every language.
        var name: Phrase {
            switch self {
            case .decoding: Phrase("a picture segment", korean: "이미지 세그먼트")
            case .jfif: Phrase("the JFIF header", korean: "JFIF 헤더")
            case .exif: Phrase("a second EXIF segment", korean: "두 번째 EXIF 세그먼트")
            case .xmp: Phrase("XMP", korean: "XMP")
            case .colourProfile: Phrase("the colour profile", korean: "색 프로필")
            case .colourTransform: Phrase("Adobe's segment", korean: "Adobe 세그먼트")
            case let .other(marker, identifier) where (0xE0...0xEF).contains(marker):
                .verbatim(identifier.isEmpty ? "APP\(marker - 0xE0)" : "APP\(marker - 0xE0) '\(identifier)'")
            case let .other(marker, _) where marker == JPEGSegments.comment: Phrase("a comment", korean: "주석")
            case let .other(marker, _):
                Phrase(
                    "a segment of marker 0x\(String(marker, radix: 16, uppercase: true))",
                    korean: "마커 0x\(String(marker, radix: 16, uppercase: true))의 세그먼트"
                )
            }
        }
    }

    /// The kind of a segment of `marker` whose payload is `payload`.
    static func kind(of marker: UInt8, payload: ArraySlice<UInt8>) -> Kind {
        switch marker {
        case 0xC0...0xCF, 0xDB...0xDF, 0x01, 0xD0...0xD7:
            return .decoding
        case JPEGSegments.app0 where payload.starts(with: jfif):
            return .jfif
        case JPEGSegments.app1 where payload.starts(with: exif):
            return .exif
        case JPEGSegments.app1 where payload.starts(with: xmp) || payload.starts(with: extendedXMP):
            return .xmp
        case 0xE2 where payload.starts(with: iccProfile):
            return .colourProfile
        case 0xEE where payload.starts(with: adobe):
            return .colourTransform
        default:
            return .other(marker: marker, identifier: PrintableName.of(payload.prefix(24).prefix { $0 != 0 }))
        }
    }

    /// The colour profile `file`'s APP2 `ICC_PROFILE` segments hold together; nil when it has
    /// none or they are not one whole set.
    static func colourProfile(of file: JPEGSegments, in bytes: [UInt8]) -> [UInt8]? {
        let payloads = file.segments.filter { kind(of: $0.marker, payload: bytes[$0.payload]) == .colourProfile }.map { bytes[$0.payload] }
        return payloads.isEmpty ? nil : ICCProfile.assembled(fromPayloads: payloads)
    }

    /// Whether `marker` starts a frame (SOF0-SOF15, not DHT, JPG or DAC): its payload gives the
    /// precision, size and number of colour components.
    static func isFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }

    /// A JFIF segment as a copy keeps it: its version, units and density, and no thumbnail
    /// (which would still show a covered code). One too short to hold those is left out: a
    /// decoder does not need it.
    static func withoutThumbnail(jfif segment: JPEGSegments.Segment, in bytes: [UInt8]) -> [UInt8] {
        let payload = bytes[segment.payload]
        guard payload.count >= 14 else { return [] }
        return JPEGSegments.segment(marker: JPEGSegments.app0, payload: Array(payload.prefix(12)) + [0, 0])
    }

    /// Whether `payload` (a JFIF APP0's) announces no thumbnail.
    static func hasNoThumbnail(jfif payload: ArraySlice<UInt8>) -> Bool {
        payload.count == 14 && payload[payload.startIndex + 12] == 0 && payload[payload.startIndex + 13] == 0
    }

    private static let jfif = Array("JFIF".utf8) + [0]
    private static let exif = Array("Exif".utf8) + [0, 0]
    private static let xmp = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0]
    private static let extendedXMP = Array("http://ns.adobe.com/xmp/extension/".utf8) + [0]
    private static let iccProfile = Array("ICC_PROFILE".utf8) + [0]
    private static let adobe = Array("Adobe".utf8)
}
