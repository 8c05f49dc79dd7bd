/// The limits of one download: how long to wait, how much to accept, how far to follow.
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

    public init(timeoutSeconds: Int = defaultTimeoutSeconds, maximumBytes: Int64 = defaultMaximumBytes) {
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
    }
}
