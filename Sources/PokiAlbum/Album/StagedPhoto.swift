import PokiSystem

/// A ``NewPhoto`` whose file is already copied into the album under a temporary name, with its
/// SHA-256, waiting for ``Album/commit(_:allowDuplicate:today:)`` to give it an ID.
///
/// Made by ``Album/stage(_:)`` on any thread; an importer stages on its decoding threads so the
/// copying and hashing run in parallel while IDs are still handed out in input order.
public struct StagedPhoto: Sendable, Equatable {
    /// The photo as the caller described it.
    public let photo: NewPhoto
    package let file: StagedFile
    /// The session video staged with it, committed with it or not at all.
    package let video: StagedVideo?

    package init(photo: NewPhoto, file: StagedFile, video: StagedVideo? = nil) {
        self.photo = photo
        self.file = file
        self.video = video
    }

    /// Lower-case hex SHA-256 of the copied file.
    public var sha256: String { file.sha256 }
}
