import PokiSystem

/// A format poki recognises by its first bytes but does not decode, named so that a refusal says
/// what the file is and, for AVIF, which command makes a copy poki reads.
public struct RefusedFormat: Sendable, Equatable, CustomStringConvertible {
    /// What people call the format: "AVIF", "GIF" …
    public var name: String
    /// Whether the file holds a picture: an ISO media file of another brand (an MP4 video) does not.
    public var isImage: Bool
    /// Which command writes a copy poki reads, and the Debian package it comes in; nil when none
    /// is named.
    public var conversion: Phrase?
    /// How messages name the format when that is not ``name`` in every language (an ISO media
    /// file's name is words); nil: ``name``.
    var shownName: Phrase? = nil

    public var description: String { name }

    static let gif = RefusedFormat(name: "GIF", isImage: true, conversion: nil)
    static let tiff = RefusedFormat(name: "TIFF", isImage: true, conversion: nil)
    static let bmp = RefusedFormat(name: "BMP", isImage: true, conversion: nil)
    static let avif = RefusedFormat(
        name: "AVIF", isImage: true,
        conversion: Phrase("avifdec (Debian: libavif-bin) makes a PNG of it", korean: "avifdec 명령(Debian: libavif-bin)으로 PNG 사본을 만들 수 있습니다")
    )

    /// An ISO media file whose brands are neither HEIF's nor AVIF's (a video, most often).
    static func isoMedia(brand: String) -> RefusedFormat {
        RefusedFormat(
            name: "ISO media (\(brand))", isImage: false, conversion: nil,
            shownName: Phrase("ISO media (\(brand))", korean: "ISO 미디어 파일(\(brand))")
        )
    }

    /// What the file is to poki, in a few words: `unsupported image format (AVIF)`, or for a file
    /// that holds no picture `not a PNG, JPEG, WebP or HEIF image (ISO media (isom))`.
    public var summary: Phrase {
        isImage
            ? Phrase("unsupported image format (\(name))", korean: "지원하지 않는 이미지 형식입니다 (\(name))")
            : Phrase("not a ", korean: "poki가 읽는 이미지(") + ImageFormat.anyNames + Phrase(" image (", korean: ")가 아닙니다 (")
                + (shownName ?? .verbatim(name)) + Phrase(")", korean: ")")
    }

    /// What a refusal of a file in this format says after the file's name: ``summary``, what poki
    /// reads and, when known, how to make a copy it does.
    public var refusal: Phrase {
        let separator = Phrase("; ", korean: ". ")
        let reads = summary + separator + Phrase("poki reads ", korean: "poki가 읽는 형식: ") + ImageFormat.allNames
        return conversion.map { reads + separator + $0 } ?? reads
    }
}
