/// A file that a sync tool, not poki, put in the album's folders. An album kept in a Syncthing
/// folder gets three kinds:
///
/// - **conflict copies**: when two devices changed the same file while apart, Syncthing keeps
///   the newer under the file's name and the other beside it as
///   `NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.EXT` (the device's short ID, seven letters and
///   digits; no `.EXT` when the file had none);
/// - **files in flight**: `.syncthing.NAME.tmp` (`~syncthing~NAME.tmp` from Windows) while a file
///   arrives;
/// - **its own**: `.stfolder`, `.stversions`, `.stignore`.
///
/// None of them is a photo, an image or an index entry: ``AlbumStore/entries(of:)`` leaves them
/// all out, so no reader takes one for the album's, and `check` reports the conflict copies.
package enum SyncArtifact: Equatable {
    case conflictCopy(SyncConflictCopy)
    case inFlight
    case syncToolsOwn

    /// What the file named `name` is, or nil for a file of the album's own.
    package init?(fileName name: String) {
        if let copy = SyncConflictCopy(fileName: name) {
            self = .conflictCopy(copy)
        } else if name.hasSuffix(".tmp"), name.hasPrefix(".syncthing.") || name.hasPrefix("~syncthing~") {
            self = .inFlight
        } else if Self.syncToolsOwnNames.contains(name) {
            self = .syncToolsOwn
        } else {
            return nil
        }
    }

    private static let syncToolsOwnNames: Set<String> = [".stfolder", ".stversions", ".stignore"]
}

/// A Syncthing conflict copy's name read: which file it is a copy of, when and on which device.
public struct SyncConflictCopy: Sendable, Equatable {
    /// The name of the file it is the other version of: `1042.json` for `1042.sync-conflict-20261125-101523-ABCDEFG.json`.
    public var originalName: String
    /// The short ID of the device whose version was set aside: `ABCDEFG`.
    public var device: String
    /// When Syncthing set it aside, as `2026-11-25 10:15:23` (the clock of the device that did).
    public var time: String

    private static let marker = ".sync-conflict-"

    /// Nil when `name` is not a conflict copy's name.
    init?(fileName name: String) {
        guard let range = name.firstRange(of: Self.marker) else { return nil }
        let base = name[..<range.lowerBound], rest = name[range.upperBound...]
        // YYYYMMDD-HHMMSS-DEVICE, then the original's extension, if it had one.
        let fields = rest.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        guard !base.isEmpty, fields.count == 3, fields[0].count == 8, fields[1].count == 6,
              (fields[0] + fields[1]).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        let deviceAndExtension = fields[2]
        let device = deviceAndExtension.prefix { $0 != "." }
        let fileExtension = deviceAndExtension.dropFirst(device.count)
        guard !device.isEmpty, device.count <= 16, device.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        let (day, clock) = (Array(fields[0]), Array(fields[1]))
        originalName = String(base) + fileExtension
        self.device = String(device)
        time = "\(String(day[0..<4]))-\(String(day[4..<6]))-\(String(day[6..<8])) \(String(clock[0..<2])):\(String(clock[2..<4])):\(String(clock[4..<6]))"
    }
}
