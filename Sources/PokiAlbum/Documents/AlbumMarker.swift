import PokiSystem

/// The content of `album.json`: what makes a directory a poki album.
struct AlbumMarker: Sendable, Equatable, Codable {
    /// The album format this poki writes and reads.
    static let currentFormatVersion = 1
    static let formatName = "poki-album"

    var format: String
    var formatVersion: Int
    var createdAt: Timestamp
    /// The poki version that created the album.
    var createdBy: String

    static func new() -> AlbumMarker {
        AlbumMarker(format: formatName, formatVersion: currentFormatVersion, createdAt: .now(), createdBy: PokiVersion.current)
    }
}
