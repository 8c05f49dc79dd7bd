import PokiImaging

/// The session video kept with a photo: the booth's clip of the shoot, fetched with the photo
/// from its link, or a phone's Live Photo clip added beside it (`add FILE --video CLIP`).
///
/// Stored beside the image in `images/` (`1042.mp4`), moved with it to the trash and back.
public struct PhotoVideo: Sendable, Equatable, Codable {
    /// A plain file name inside `images/` (or `trash/`), the photo's ID and the container's
    /// extension: `1042.mp4`, `1042.mov`.
    public var file: String
    /// Size in bytes.
    public var size: Int
    /// Lower-case hex SHA-256 of the file.
    public var sha256: String
    /// Length in seconds, when the container declares it.
    public var duration: Double?

    /// The record of a video stored as `file`.
    public init(file: String, size: Int, sha256: String, duration: Double?) {
        self.file = file
        self.size = size
        self.sha256 = sha256
        self.duration = duration
    }

    /// The extension of its file (`mp4`, `mov`): copies of it are named with the same.
    public var fileExtension: String {
        file.split(separator: ".").last.map(String.init) ?? VideoContainer.Format.mp4.fileExtension
    }
}
