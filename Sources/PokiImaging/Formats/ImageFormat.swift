/// The image formats poki reads, recognised by content rather than by file name.
///
/// The raw values are what photo documents store (`"format": "jpeg"`). Everything poki knows about
/// a format (its names, extensions, first bytes, decoders, encoder and metadata) is its
/// ``entry`` in the table, ``ImageFormatEntry``: adding a format is a case here, an entry there,
/// and its decoder in the C codec.
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png
    case jpeg

    /// This format's row in the table.
    package var entry: ImageFormatEntry {
        switch self {
        case .png: .png
        case .jpeg: .jpeg
        }
    }

    /// How people and messages name the format: `PNG`, `JPEG`.
    public var displayName: String { entry.displayName }

    /// The extension of the album's copy and of files poki writes: `png`, `jpg`.
    public var fileExtension: String { entry.fileExtensions[0] }

    /// The formats poki reads, for messages: `PNG and JPEG` (`conjunction` "and"), `PNG or JPEG`.
    package static func names(joinedBy conjunction: String) -> String {
        let names = allCases.map(\.displayName)
        guard names.count > 1 else { return names.joined() }
        let leading = names.dropLast().joined(separator: ", ")
        return "\(leading) \(conjunction) \(names[names.count - 1])"
    }
}
