import PokiSystem

/// Where everything of an album is on disk.
///
///     album.json            marker: {"format": "poki-album", "formatVersion": 1, "createdAt": …}
///     counter               the next photo ID to hand out, decimal text ("1042\n"); only grows
///     retired-id            the highest ID `trash --empty` removed for good ("1040\n"), so that even
///                           a lost counter never hands it out again
///     lock                  sidecar file writers flock exclusively; never renamed or rewritten
///     unfinished            present while a writer changes documents and indexes; a writer that
///                           finds it knows the last one was interrupted and repairs the indexes
///     photos/<id>.json      one document per photo (schema: ``Photo``), pretty-printed, sorted keys
///     images/<file>         the album's own copy of each image: <id>.jpg, .png, .webp or .heic
///                           (<id>-<sha8>.<ext> after `edit --image`)
///     incoming/             copies of photos being added, under temporary names, until they
///                           are renamed into images/; every writer removes those of dead processes
///     incoming/merge-scan   how the album's folder, photos/, trash/, images/ and index/ looked
///                           when this device's last writer left them ("<device> <inode> <mtime
///                           ns>" each): while they still do, no sync tool put a conflict copy
///                           there, and writers skip looking for one
///     tags.json             the user's own tags: {"schemaVersion": 1, "custom": [{"label": …}]}
///     trash/<id>.json       deleted photos' documents, and their images beside them
///     trash/replaced/<file> images `edit --image` replaced, kept until `trash --empty`
///     index/version         the index's version ("4\n"); missing in indexes of older pokis
///     index/date/<YYYY>/<MM-DD>   IDs of the photos of that day, one per line, ascending, then
///                           "<id> #RRGGBB" lines: each photo's dominant colour ("<id> -": none)
///     index/sha256/<xx>     "<sha256> <id>" lines for the hashes starting with xx
///     index/tags/<n>        "<id> <label>" lines, each photo's tag label, for IDs n*1000…n*1000+999
///     index/hashtags/<xx>   "<hashtag> <id>" lines for the memo hashtags in bucket xx (FNV-1a)
///     index/palettes/<n>    "<id> RRGGBB:<thousandths> …" palette lines of IDs n*1000…n*1000+999
///     quarantine/           documents and images `poki check --repair` set aside
///     profile.json          the user's profile (schema: ``User``)
///     profile/picture-<sha8>.<ext>   the album's copy of the profile picture
///     likes.json            liked poses, oldest like first: {"schemaVersion": 1, "likes": [{"poseID": …, "likedAt": …}]}
///     poses.json            the user's own poses: {"schemaVersion": 1, "nextNumber": 1003, "poses": [``Pose``…]}
///     poses/user-<n>.<ext>  the album's copy of each user pose's image
///     tmp/poki-memo-<pid>-<random>/memo.txt   a memo being written in the user's editor (when
///                           there is no `$XDG_RUNTIME_DIR`); removed when the editor quits
///
/// Everything under `index/` is derived from the documents and rebuilt by
/// ``Album/rebuildIndexes()``. Files named `.tmp-*` are writes in progress (or leftovers of
/// interrupted ones); poki never reads them as data.
public struct AlbumLayout: Sendable, Equatable {
    /// The album directory.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    // MARK: Files

    public var marker: String { PathName.join(root, "album.json") }
    public var counter: String { PathName.join(root, "counter") }
    public var lock: String { PathName.join(root, "lock") }
    public var retiredID: String { PathName.join(root, "retired-id") }
    public var unfinished: String { PathName.join(root, "unfinished") }
    public var customTags: String { PathName.join(root, "tags.json") }
    public var profile: String { PathName.join(root, "profile.json") }
    public var likes: String { PathName.join(root, "likes.json") }
    public var userPoses: String { PathName.join(root, "poses.json") }

    // MARK: Folders

    public var photos: String { PathName.join(root, "photos") }
    public var images: String { PathName.join(root, "images") }
    public var incoming: String { PathName.join(root, "incoming") }
    /// See ``Album/mergeSyncConflictsIfFoldersChanged()``.
    var mergeScan: String { PathName.join(incoming, "merge-scan") }
    public var trash: String { PathName.join(root, "trash") }
    /// Images that `poki edit --image` replaced; `poki trash --empty` removes them.
    public var replacedImages: String { PathName.join(trash, Self.replacedImagesFolder) }
    public var index: String { PathName.join(root, "index") }
    public var quarantine: String { PathName.join(root, "quarantine") }
    /// Files poki hands to other programs, such as the memo open in the user's editor.
    public var temporary: String { PathName.join(root, "tmp") }
    public var poseImages: String { PathName.join(root, Self.poseImagesFolder) }
    public var profilePictures: String { PathName.join(root, Self.profilePicturesFolder) }
    var dateIndex: String { PathName.join(index, "date") }
    var hashIndex: String { PathName.join(index, "sha256") }
    var tagIndex: String { PathName.join(index, "tags") }
    /// The tag counts of index version 3, which version 4 replaced with ``tagIndex``.
    var olderTagCountIndex: String { PathName.join(index, "tags.json") }
    var indexVersion: String { PathName.join(index, "version") }
    var hashtagIndex: String { PathName.join(index, "hashtags") }
    var paletteIndex: String { PathName.join(index, "palettes") }

    /// The folder names of user pose images and of the profile picture, which documents refer to
    /// by paths relative to the album (`poses/user-1000.jpg`).
    static let poseImagesFolder = "poses"
    /// The folder in `trash/` that keeps replaced images.
    static let replacedImagesFolder = "replaced"
    static let profilePicturesFolder = "profile"

    /// The folders a new album gets.
    var folders: [String] { [photos, images, incoming, trash, index, dateIndex, hashIndex] }

    /// Where files are staged outside the lock (or written without the `unfinished` marker): small
    /// folders every writer looks through for leftovers of processes that are gone.
    var stagingFolders: [String] { [root, incoming, poseImages, profilePictures] }

    /// Every name poki may create at the top of an album; anything else there is the user's.
    static let ownNames: Set<String> = [
        "album.json", "counter", "retired-id", "lock", "unfinished", "tags.json", "profile.json", "likes.json", "poses.json",
        "photos", "images", "incoming", "trash", "index", "quarantine", "poses", "profile", "tmp",
    ]

    // MARK: Per photo

    /// `photos/<id>.json`.
    public func document(forID id: Int) -> String { PathName.join(photos, "\(id).json") }
    /// `trash/<id>.json`.
    public func trashedDocument(forID id: Int) -> String { PathName.join(trash, "\(id).json") }
    /// `images/<file>`.
    public func image(named file: String) -> String { PathName.join(images, file) }
    /// `trash/<file>`.
    public func trashedImage(named file: String) -> String { PathName.join(trash, file) }
    /// `trash/replaced/<file>`.
    public func replacedImage(named file: String) -> String { PathName.join(replacedImages, file) }

    // MARK: Relative paths

    /// The full path of `relativePath`, a path inside the album such as a pose's ``Pose/imagePath``
    /// or the profile's ``User/picture``.
    public func path(toRelative relativePath: String) -> String { PathName.join(root, relativePath) }
}
