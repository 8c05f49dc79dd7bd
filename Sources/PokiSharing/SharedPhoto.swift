/// One photo `poki share` wrote.
public struct SharedPhoto: Sendable, Equatable, Encodable {
    public var id: Int
    /// Where the copy was written (the folder given, joined with ``ShareName``).
    public var path: String
    /// Whether something that held, or may have held, a location was left out (a GPS directory,
    /// XMP, text, a trailer, an unreadable block); false with `keepLocation`.
    public var removedLocation: Bool
    /// QR codes covered (`--mask-qr`); 0 otherwise.
    public var coveredCodes: Int
    /// What else was left out, one sentence each.
    public var notes: [String]
    /// Where the copy of its session video was written (`--video`), when it has one.
    public var videoPath: String?
}

/// What `poki share` should do besides copying.
public struct ShareOptions: Sendable, Equatable {
    /// Keep the EXIF GPS directory (and XMP location) in the copies.
    public var keepLocation: Bool
    /// Cover each print's QR code (the copy is then re-encoded).
    public var maskQRCodes: Bool
    /// Copy each photo's session video too, beside it, without what says where it was made.
    public var includeVideo: Bool

    public init(keepLocation: Bool = false, maskQRCodes: Bool = false, includeVideo: Bool = false) {
        self.keepLocation = keepLocation
        self.maskQRCodes = maskQRCodes
        self.includeVideo = includeVideo
    }
}

/// A photo `poki share` could not share.
public struct ShareFailure: Sendable, Equatable {
    public var id: Int
    /// Why, in one line naming the photo or file.
    public var message: String
}

/// What ``Album/share(ids:to:options:)`` did: the copies written, in the order asked, and the
/// photos that could not be shared.
public struct ShareOutcome: Sendable, Equatable {
    public var shared: [SharedPhoto] = []
    public var failures: [ShareFailure] = []
}
