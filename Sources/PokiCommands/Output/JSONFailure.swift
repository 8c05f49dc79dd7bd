import PokiAlbum

/// A failed item inside a `--json` array, beside the items that worked: `{"path", "error"}` for a
/// file or document, `{"id", "error"}` for a photo ID, and `duplicateOf` when the file is already
/// in the album. The same failure is also printed on standard error.
struct JSONFailure: Encodable, Equatable {
    var path: String?
    var id: Int?
    var error: String
    var duplicateOf: Int?

    init(path: String? = nil, id: Int? = nil, error: String, duplicateOf: Int? = nil) {
        self.path = path
        self.id = id
        self.error = error
        self.duplicateOf = duplicateOf
    }

    /// A damaged document a listing skipped.
    init(_ damaged: DamagedDocument) {
        self.init(path: damaged.path, error: DamagedDocumentWarning.text(damaged))
    }
}
