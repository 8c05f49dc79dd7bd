/// A file `add --skip-existing` left out inside a `--json` array, beside the photos it added:
/// `{"path", "skipped", "duplicateOf"}`. Not a failure: the image is in the album already.
struct JSONSkipped: Encodable, Equatable {
    var path: String
    /// Why, in words: `already in the album as 1012`.
    var skipped: String
    var duplicateOf: Int
}
