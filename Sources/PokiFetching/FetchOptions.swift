/// The limits of one download: how long to wait, how much to accept, how far to follow; and
/// whether a booth's session video comes with its photo.
public struct FetchOptions: Sendable, Equatable {
    /// Default connect and read timeout, in seconds.
    public static let defaultTimeoutSeconds = 15
    /// Default size cap, in bytes (64 MiB).
    public static let defaultMaximumBytes: Int64 = 64 << 20
    /// Most redirects followed.
    public static let maximumRedirects = 10

    /// Connect timeout, and the longest wait for the next byte, in seconds (at least 1).
    public var timeoutSeconds: Int
    /// Largest body accepted, in bytes, enforced while reading.
    public var maximumBytes: Int64
    /// Whether a booth's session video is fetched with its photo (`--no-video`: false).
    public var fetchesVideo: Bool

    public init(timeoutSeconds: Int = defaultTimeoutSeconds, maximumBytes: Int64 = defaultMaximumBytes, fetchesVideo: Bool = true) {
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
        self.fetchesVideo = fetchesVideo
    }
}
