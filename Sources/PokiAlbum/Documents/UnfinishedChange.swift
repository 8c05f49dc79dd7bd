import PokiSystem

/// The content of an album's `unfinished` marker: which change a writer began and, for a change
/// the next writer must finish rather than undo, what it was.
///
///     {"operation": "tags rename", "tagRename": {"from": "친구", "to": "friends"}}
///
/// An empty or unreadable marker (written by an older poki) still means "interrupted"; only the
/// operation is then unknown.
package struct UnfinishedChange: Codable, Sendable, Equatable {
    /// The change, named as the command a person ran: `add`, `import`, `delete`, `restore`, `edit`,
    /// `tags rename`; or `index upgrade`, the rebuild of an older poki's index.
    var operation: String
    /// For `tags rename`: every photo carrying `from` is being given `to`.
    var tagRename: TagRename?
    /// For `edit` of several photos: the same fields are being given to each.
    var photosEdit: PhotosEdit?
    /// For `merge`: a photo another device added under an ID this one gave too is getting a new one.
    var renumbering: Renumbering?

    struct TagRename: Codable, Sendable, Equatable {
        var from: String
        var to: String
    }

    /// The fields an `edit` of several photos gives each of `ids` (nil: unchanged).
    struct PhotosEdit: Codable, Sendable, Equatable {
        var ids: [Int]
        var memo: String?
        var tag: Tag?
        var date: CalendarDay?
        /// When the edit was made, and its revision (``FieldEdit``); nil in markers of a poki
        /// that did not record edits.
        var at: Timestamp?
        var revision: String?

        /// `photo` with the fields applied, and the edit of those that changed recorded.
        func applied(to photo: Photo) -> Photo {
            let old = photo
            var photo = photo
            if let memo { photo.memo = memo }
            if let tag { photo.tag = tag }
            if let date {
                photo.date = date
                photo.dateSource = .given
            }
            if let at, let revision { photo.recordEdits(from: old, at: at, revision: revision) }
            return photo
        }
    }

    /// A photo document set aside by a sync tool (or one in the trash) moving to a new ID: its
    /// files are renamed, in order, then the document is written under the new ID and the old
    /// one removed. Every step is skipped when done, so the next writer finishes it.
    struct Renumbering: Codable, Sendable, Equatable {
        /// Whether the photo is in the trash (its document and files in `trash/`), not the album.
        var inTrash: Bool
        /// The document's file name in its folder: a conflict copy, or `<id>.json` in the trash.
        var document: String
        /// The ID the document's name stands for.
        var from: Int
        var to: Int
        /// Renames of files in `images/` (or `trash/`), in order: `[from, to]`.
        var moves: [[String]]
        /// Copies made before the renames, `[from, to]`: a file both photos have (both devices
        /// added the same image), which the photo keeping the ID keeps too.
        var copies: [[String]]?
    }

    static let add = UnfinishedChange(operation: "add")
    static let `import` = UnfinishedChange(operation: "import")
    static let delete = UnfinishedChange(operation: "delete")
    static let restore = UnfinishedChange(operation: "restore")
    static let edit = UnfinishedChange(operation: "edit")
    static let indexUpgrade = UnfinishedChange(operation: "index upgrade")

    static func renamingTag(from old: String, to new: String) -> UnfinishedChange {
        UnfinishedChange(operation: "tags rename", tagRename: TagRename(from: old, to: new))
    }
}
