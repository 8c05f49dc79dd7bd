import PokiSystem

/// Where a photo added from a link came from: the link the user gave and when poki fetched it.
public struct PhotoSource: Sendable, Equatable, Codable {
    /// The URL as given (`--url`, or read from a QR code).
    public var url: String
    /// When the download finished, UTC, whole seconds.
    public var fetchedAt: Timestamp

    public init(url: String, fetchedAt: Timestamp) {
        self.url = url
        self.fetchedAt = fetchedAt
    }
}
