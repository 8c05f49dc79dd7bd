/// The content of an album's `unfinished` marker: which change a writer began and, for a change
/// the next writer must finish rather than undo, what it was.
///
///     {"operation": "tags rename", "tagRename": {"from": "친구", "to": "friends"}}
///
/// An empty or unreadable marker (written by an older poki) still means "interrupted"; only the
/// operation is then unknown.
struct UnfinishedChange: Codable, Sendable, Equatable {
    /// The change, named as the command a person ran: `add`, `import`, `delete`, `restore`, `edit`,
    /// `tags rename`; or `index upgrade`, the rebuild of an older poki's index.
    var operation: String
    /// For `tags rename`: every photo carrying `from` is being given `to`.
    var tagRename: TagRename?

    struct TagRename: Codable, Sendable, Equatable {
        var from: String
        var to: String
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
