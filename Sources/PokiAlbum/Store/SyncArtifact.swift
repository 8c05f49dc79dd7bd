/// A file that a sync tool, not poki, put in the album's folders. An album kept in a Syncthing
/// folder gets three kinds:
///
/// - **conflict copies**: when two devices changed the same file while apart, Syncthing keeps
///   the newer under the file's name and the other beside it as
///   `NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.EXT` (a device's short ID, seven letters and
///   digits; no `.EXT` when the file had none);
/// - **files in flight**: `.syncthing.NAME.tmp` (`~syncthing~NAME.tmp` from Windows) while a file
///   arrives;
/// - **its own**: `.stfolder`, `.stversions`, `.stignore`.
///
/// None of them is a photo, an image or an index entry: ``AlbumStore/entries(of:)`` leaves them
/// all out, so no reader takes one for the album's, and `check` reports the conflict copies.
package enum SyncArtifact: Equatable {
    case conflictCopy(SyncConflictCopy)
    /// A file arriving, that will be named as it says.
    case inFlight(String)
    case syncToolsOwn

    /// What the file named `name` is, or nil for a file of the album's own.
    package init?(fileName name: String) {
        if let copy = SyncConflictCopy(fileName: name) {
            self = .conflictCopy(copy)
        } else if name.hasSuffix(".tmp"), name.hasPrefix(".syncthing.") || name.hasPrefix("~syncthing~"), name.count > 15 {
            self = .inFlight(String(name.dropFirst(11).dropLast(4)))
        } else if Self.syncToolsOwnNames.contains(name) {
            self = .syncToolsOwn
        } else {
            return nil
        }
    }

    private static let syncToolsOwnNames: Set<String> = [".stfolder", ".stversions", ".stignore"]

    /// The name of the album's file this one stands for: what a conflict copy is a copy of, or
    /// what a file in flight will be; nil for the sync tool's own.
    package var originalName: String? {
        switch self {
        case let .conflictCopy(copy): copy.originalName
        case let .inFlight(name): name
        case .syncToolsOwn: nil
        }
    }
}

/// A Syncthing conflict copy's name read: which file it is a copy of, when and on which device.
/// Syncthing takes any name holding `.sync-conflict-` for a conflict copy, and so does poki;
/// what follows is read as far as it has the usual form.
public struct SyncConflictCopy: Sendable, Equatable {
    /// The name of the file it is the other version of: `1042.json` for `1042.sync-conflict-20261125-101523-ABCDEFG.json`.
    public var originalName: String
    /// The short device ID Syncthing put in the name (`ABCDEFG`): its documentation says the
    /// device that last changed the copy's version; Syncthing 1.19, watched in
    /// `SyncthingTwoDevicesTests`' harness, names the device whose version kept the name. Nil when
    /// the name has none (older Syncthing versions wrote none).
    public var device: String?
    /// When Syncthing set it aside, as `2026-11-25 10:15:23` (the clock of the device that did);
    /// nil when the name does not say.
    public var time: String?

    private static let marker = ".sync-conflict-"

    /// Whether `name` holds the marker: a quick look at its bytes, for folders of 100,000 names.
    static func mayBe(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            let marker = Array(Self.marker.utf8)
            guard bytes.count >= marker.count else { return false }
            var start = 0
            while start + marker.count <= bytes.count {
                if bytes[start] == marker[0], bytes[start + 1] == marker[1], Array(bytes[start..<(start + marker.count)]) == marker { return true }
                start += 1
            }
            return false
        }
    }

    /// Nil when `name` does not hold `.sync-conflict-`.
    init?(fileName name: String) {
        guard let range = name.firstRange(of: Self.marker) else { return nil }
        let base = String(name[..<range.lowerBound])
        let rest = Array(name[range.upperBound...])
        // YYYYMMDD-HHMMSS, then -DEVICE (letters and digits) when there is one, then the original's extension.
        let digits = { (slice: ArraySlice<Character>) in slice.allSatisfy { $0.isASCII && $0.isNumber } }
        guard rest.count >= 15, digits(rest[0..<8]), rest[8] == "-", digits(rest[9..<15]) else {
            originalName = base
            device = nil
            time = nil
            return
        }
        var tail = rest[15...]
        var device: String?
        if tail.first == "-" {
            let letters = tail.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if !letters.isEmpty {
                device = String(letters)
                tail = tail.dropFirst(1 + letters.count)
            }
        }
        originalName = base + String(tail)
        self.device = device
        time = "\(String(rest[0..<4]))-\(String(rest[4..<6]))-\(String(rest[6..<8])) \(String(rest[9..<11])):\(String(rest[11..<13])):\(String(rest[13..<15]))"
    }
}
