import PokiAlbum

/// `poki profile delete [--yes] [--json]` (회원탈퇴): removes every file poki keeps for the album.
struct ProfileDeleteCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["profile", "delete"],
        summary: "Delete the album: every photo, image, pose, like and your profile (회원탈퇴).",
        options: [
            .flag("yes", help: "Do not ask; required when standard input is not a terminal."),
            .flag("json", help: "Print what was removed as JSON."),
        ],
        discussion: """
        Removes only poki's own files and folders. Anything else in the album directory stays (and
        with it the directory); symbolic links are removed, never followed. A directory that is not
        a poki album is refused. On a terminal, poki shows what will be removed and asks you to type
        your nickname (or 'delete' when none is set). This cannot be undone.
        """
    )

    var yes: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        yes = arguments.has("yes")
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let console = context.console
        if !yes {
            guard context.terminal.inputIsTerminal else {
                throw UsageError("refusing to delete the album without --yes when standard input is not a terminal", for: Self.spec)
            }
            let plan = try album.erasurePlan()
            Self.describe(plan).forEach(console.note)
            let answer = plan.nickname ?? "delete"
            guard Confirmation.ask("Type '\(answer)' to delete everything (anything else cancels):", expecting: answer, console: console) else {
                console.note("nothing was deleted")
                return .failure
            }
        }
        let erased = try album.erase()
        if json { context.printJSON(Report(erased)) }
        if !erased.otherFileSystems.isEmpty {
            console.note("kept, as they are on another file system: \(erased.otherFileSystems.map(VisibleText.of).joined(separator: ", ")) (\(VisibleText.of(erased.directory)))")
        }
        if erased.removesDirectory {
            console.note("deleted the album and its folder (\(VisibleText.of(erased.directory)))")
        } else if !erased.keptNames.isEmpty {
            console.note("deleted the album; kept what is not poki's: \(erased.keptNames.map(VisibleText.of).joined(separator: ", ")) (\(VisibleText.of(erased.directory)))")
        } else {
            console.note("deleted the album; its folder stays (\(VisibleText.of(erased.directory)))")
        }
        return .success
    }

    /// The lines shown before asking: counts of what goes, and what stays.
    static func describe(_ plan: AlbumErasure) -> [String] {
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
        var lines = ["This permanently removes everything poki keeps in \(VisibleText.of(plan.directory)):"]
        lines.append("  " + count(plan.photoCount, "photo", "photos") + ", " + count(plan.trashedPhotoCount, "photo", "photos") + " in the trash")
        lines.append("  " + count(plan.userPoseCount, "pose", "poses") + " you added, " + count(plan.likedPoseCount, "liked pose", "liked poses"))
        lines.append("  " + (plan.hasProfile ? "your profile" + (plan.nickname.map { " (\($0))" } ?? "") : "no profile"))
        lines.append("  " + count(plan.fileCount, "file", "files") + " and " + count(plan.folderCount, "folder", "folders") + " in all")
        if !plan.keptNames.isEmpty {
            lines.append("Kept, as they are not poki's: \(plan.keptNames.map(VisibleText.of).joined(separator: ", "))")
        }
        if !plan.otherFileSystems.isEmpty {
            lines.append("Kept, as they are on another file system: \(plan.otherFileSystems.joined(separator: ", "))")
        }
        return lines
    }

    /// `--json`: what was removed.
    struct Report: Encodable {
        var directory: String
        var photos: Int
        var trashedPhotos: Int
        var userPoses: Int
        var likedPoses: Int
        var profile: Bool
        var files: Int
        var folders: Int
        var kept: [String]
        /// poki's folders left because they are mount points.
        var otherFileSystems: [String]
        var directoryRemoved: Bool

        init(_ erased: AlbumErasure) {
            directory = erased.directory
            photos = erased.photoCount
            trashedPhotos = erased.trashedPhotoCount
            userPoses = erased.userPoseCount
            likedPoses = erased.likedPoseCount
            profile = erased.hasProfile
            files = erased.fileCount
            folders = erased.folderCount
            kept = erased.keptNames
            otherFileSystems = erased.otherFileSystems
            directoryRemoved = erased.removesDirectory
        }
    }
}
