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

        /// `photo` with the fields applied.
        func applied(to photo: Photo) -> Photo {
            var photo = photo
            if let memo { photo.memo = memo }
            if let tag { photo.tag = tag }
            if let date {
                photo.date = date
                photo.dateSource = .given
            }
            return photo
        }
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
