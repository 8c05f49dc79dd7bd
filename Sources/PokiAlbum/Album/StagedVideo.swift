import PokiSystem
import PokiImaging

/// A session video copied or downloaded into the album under a temporary name, checked to be an
/// MP4 or MOV, waiting to be committed with its photo.
package struct StagedVideo: Sendable, Equatable {
    /// The copy, under its temporary name, with its SHA-256 and size.
    package var file: StagedFile
    /// Its container and length.
    package var facts: VideoContainer.Facts

    package init(file: StagedFile, facts: VideoContainer.Facts) {
        self.file = file
        self.facts = facts
    }

    /// What the document records of it once it is `images/<id>.<extension>`.
    func record(id: Int) -> PhotoVideo {
        PhotoVideo(file: "\(id).\(facts.format.fileExtension)", size: file.byteCount, sha256: file.sha256, duration: facts.durationSeconds)
    }
}
