import PokiSystem

/// The image formats poki reads, recognised by content rather than by file name.
///
/// The raw values are what photo documents store (`"format": "jpeg"`). Everything poki knows about
/// a format (its names, extensions, first bytes, decoders, encoder and metadata) is its
/// ``entry`` in the table, ``ImageFormatEntry``: adding a format is a case here, an entry there,
/// and its decoder in the C codec.
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png
    case jpeg
    case webP = "webp"
    case heif

    /// This format's row in the table.
    package var entry: ImageFormatEntry {
        switch self {
        case .png: .png
        case .jpeg: .jpeg
        case .webP: .webP
        case .heif: .heif
        }
    }

    /// How people and messages name the format: `PNG`, `JPEG`, `WebP`, `HEIF`.
    public var displayName: String { entry.displayName }

    /// The extension of the album's copy (and of files poki writes in the format): `png`, `jpg`,
    /// `webp`, `heic`.
    public var fileExtension: String { entry.fileExtensions[0] }

    /// The format poki writes pictures made from a file of this format in (cuts, a covered print,
    /// a copy to give away): the format itself, or JPEG for a format poki only reads (WebP, HEIF).
    public var writtenFormat: ImageFormat { entry.encode == nil ? .jpeg : self }

    /// The format whose extension ends `name` (`IMG_1234.HEIC`: HEIF), any case; nil for any other
    /// name. Only for telling what a file was meant to be: poki reads a file by its content.
    package static func format(namedBy name: some StringProtocol) -> ImageFormat? {
        let lowercased = name.lowercased()
        return allCases.first { $0.entry.fileExtensions.contains { lowercased.hasSuffix(".\($0)") } }
    }

    /// The formats poki reads, for messages: `PNG, JPEG, WebP and HEIF` (`conjunction` "and").
    package static func names(joinedBy conjunction: String) -> String {
        let names = allCases.map(\.displayName)
        guard names.count > 1 else { return names.joined() }
        let leading = names.dropLast().joined(separator: ", ")
        return "\(leading) \(conjunction) \(names[names.count - 1])"
    }

    /// The formats poki reads, for messages in every language: `PNG, JPEG, WebP and HEIF`
    /// (``names(joinedBy:)`` with "and"; in Korean `PNG, JPEG, WebP, HEIF`).
    package static var allNames: Phrase {
        let leading = allCases.dropLast().map(\.displayName).joined(separator: ", "), last = allCases[allCases.count - 1].displayName
        return Phrase("\(leading) and \(last)", korean: "\(leading), \(last)")
    }

    /// The formats poki reads as alternatives, for messages in every language: `PNG, JPEG, WebP
    /// or HEIF` (``names(joinedBy:)`` with "or"; in Korean `PNG, JPEG, WebP, HEIF`).
    package static var anyNames: Phrase {
        let leading = allCases.dropLast().map(\.displayName).joined(separator: ", "), last = allCases[allCases.count - 1].displayName
        return Phrase("\(leading) or \(last)", korean: "\(leading), \(last)")
    }
}
