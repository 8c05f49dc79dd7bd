/// Where a photo's day came from, so a day poki guessed can be told from one the user gave.
///
/// Stored as `dateSource` in the photo's document. Documents written before poki recorded it have
/// none (``Photo/dateSource`` is nil): their day was the EXIF day, the day given, or the day the
/// photo was added, and which one is not known.
public enum DateSource: String, Sendable, Codable, CaseIterable {
    /// The image's EXIF `DateTimeOriginal`.
    case exif
    /// The file's name (``FileNameDate``), for an image without an EXIF date.
    case fileName
    /// Given by the user: `--date`, a manifest's `date`, or `edit --date`.
    case given
    /// Nothing said which day: the day the photo was added, in local time.
    case today
}
