import PokiSystem
import PokiImaging
import PokiAlbum

/// Everything an export's pages are made from, read from the album once.
struct ExportContent: Sendable {
    /// One tag of the exported photos and how many of them carry it.
    package struct TagCount: Sendable, Equatable {
        var label: String
        var count: Int
    }

    /// The pages' title.
    var title: String
    /// The profile's nickname, when one is set.
    var nickname: String?
    /// The exported photos, newest first: by the memory's day, then by ID.
    var photos: [Photo]
    /// The exported photos' tags, most used first, then by label.
    var tags: [TagCount]
    /// Poses the user liked, most recently liked first.
    var likedPoses: [Pose]
    /// Poses the user added, in the order added.
    var userPoses: [Pose]
    /// Whether the photo pages link to a copy of the original file.
    var includesOriginals: Bool
    /// Whether the calendar's weeks start on Sunday, else on Monday.
    var weeksStartOnSunday = false
    /// The language of the pages' own words (``ExportOptions/language``); memos and tags are the user's.
    var language = Language.english

    init(title: String, nickname: String?, photos: [Photo], likedPoses: [Pose], userPoses: [Pose], includesOriginals: Bool) {
        self.title = title
        self.nickname = nickname
        self.photos = photos
        var counts: [String: Int] = [:]
        for photo in photos { counts[photo.tag.label, default: 0] += 1 }
        tags = counts.map { TagCount(label: $0.key, count: $0.value) }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label
        }
        self.likedPoses = likedPoses
        self.userPoses = userPoses
        self.includesOriginals = includesOriginals
    }

    /// The size a picture of `photo` has when its long side is at most `longSide`, as the decoder
    /// averages it (never scaled up): for the pages' `width` and `height`, so nothing jumps while
    /// pictures load.
    static func pictureSize(of photo: Photo, longSide: Int) -> PixelSize {
        let width = max(1, photo.width), height = max(1, photo.height)
        let longest = max(width, height)
        guard longest > longSide else { return PixelSize(width: width, height: height) }
        return PixelSize(width: max(1, (width * longSide + longest / 2) / longest), height: max(1, (height * longSide + longest / 2) / longest))
    }
}
