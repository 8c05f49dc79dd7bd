/// What an option's value or a command's positional arguments are: read by the parser (a value
/// outside its choices is a usage error) and by the shell completions and the manual page, so
/// the three never disagree.
enum ValueKind: Sendable, Equatable {
    /// Free text: a memo, a number, a day.
    case text
    /// One of these words: `--sort date|added`.
    case choices([String])
    /// A path to a file (or a folder of files).
    case file
    /// A path to a folder.
    case directory
    /// A booth brand or one of the user's own tags.
    case tag
    /// One of the user's own tags (the ones `tags rename` and `tags remove` take).
    case customTag
    /// The ID of a photo in the album.
    case photoID
    /// The ID of a photo in the trash.
    case trashedPhotoID
    /// A pose's ID, built in or the user's own.
    case poseID

    /// The word `poki __complete` takes to list this kind's current values from the album, for
    /// kinds whose values live there.
    var albumValues: CompletionValues? {
        switch self {
        case .tag: return .tags
        case .customTag: return .customTags
        case .photoID: return .ids
        case .trashedPhotoID: return .trashedIDs
        case .poseID: return .poses
        case .text, .choices, .file, .directory: return nil
        }
    }
}
