import PokiSystem

/// One photo `poki share` wrote; as JSON, its notes in English.
public struct SharedPhoto: Sendable, Equatable, Encodable {
    public var id: Int
    /// Where the copy was written (the folder given, joined with ``ShareName``).
    public var path: String
    /// Whether something that held, or may have held, a location was left out (a GPS directory,
    /// XMP, text, a trailer, an unreadable block); false with `keepLocation`.
    public var removedLocation: Bool
    /// QR codes covered (`--mask-qr`); 0 otherwise.
    public var coveredCodes: Int
    /// What else was left out, one sentence each, in every language.
    public var notes: [Phrase]
    /// Where the copy of its session video was written (`--video`), when it has one.
    public var videoPath: String?

    private enum CodingKeys: String, CodingKey {
        case id, path, removedLocation, coveredCodes, notes, videoPath
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(path, forKey: .path)
        try container.encode(removedLocation, forKey: .removedLocation)
        try container.encode(coveredCodes, forKey: .coveredCodes)
        try container.encode(notes.map(\.english), forKey: .notes)
        try container.encodeIfPresent(videoPath, forKey: .videoPath)
    }
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
    /// Why, in one line naming the photo or file, in every language.
    public var phrase: Phrase
    /// Why, in English: what `--json` says.
    public var message: String { phrase.english }

    public init(id: Int, phrase: Phrase) {
        self.id = id
        self.phrase = phrase
    }

    /// A failure whose message reads the same in every language.
    public init(id: Int, message: String) {
        self.init(id: id, phrase: .verbatim(message))
    }

    /// The same photo failed for the same reason, as the English says it.
    public static func == (failure: ShareFailure, other: ShareFailure) -> Bool {
        failure.id == other.id && failure.message == other.message
    }
}

/// What ``Album/share(ids:to:options:)`` did: the copies written, in the order asked, and the
/// photos that could not be shared.
public struct ShareOutcome: Sendable, Equatable {
    public var shared: [SharedPhoto] = []
    public var failures: [ShareFailure] = []
}
