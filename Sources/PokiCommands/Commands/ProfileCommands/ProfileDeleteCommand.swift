import PokiSystem
import PokiAlbum

/// `poki profile delete [--yes] [--json]` (회원탈퇴): removes every file poki keeps for the album.
struct ProfileDeleteCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["profile", "delete"],
        summary: Phrase(
            "Delete the album: every photo, image, pose, like and your profile (회원탈퇴).",
            korean: "앨범을 삭제합니다: 모든 사진, 이미지, 포즈, 좋아요와 프로필 (회원탈퇴)."
        ),
        options: [
            .flag("yes", help: Phrase(
                "Do not ask; required when standard input is not a terminal.",
                korean: "묻지 않습니다. 표준 입력이 터미널이 아니면 필요합니다."
            )),
            .flag("json", help: Phrase("Print what was removed as JSON.", korean: "삭제한 것을 JSON으로 출력합니다.")),
        ],
        discussion: Phrase(
            """
            Removes only poki's own files and folders. Anything else in the album directory stays (and
            with it the directory); symbolic links are removed, never followed. A directory that is not
            a poki album is refused. On a terminal, poki shows what will be removed and asks you to type
            your nickname (or 'delete' when none is set). This cannot be undone.
            """,
            korean: """
            poki 자신의 파일과 폴더만 삭제합니다. 앨범 폴더에 있는 다른 것은 그대로 남고 (그래서 폴더도
            남습니다), 심볼릭 링크는 따라가지 않고 링크만 삭제합니다. poki 앨범이 아닌 폴더는 거부합니다.
            터미널에서는 삭제할 것을 보여 준 뒤 별명을 (별명이 없으면 'delete'를) 입력하게 합니다.
            되돌릴 수 없습니다.
            """
        )
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
                throw UsageError(Phrase(
                    "refusing to delete the album without --yes when standard input is not a terminal",
                    korean: "표준 입력이 터미널이 아니면 --yes 없이 앨범을 삭제하지 않습니다"
                ), for: Self.spec)
            }
            let plan = try album.erasurePlan()
            Self.describe(plan, in: console.language).forEach(console.note)
            let answer = plan.nickname ?? "delete"
            let question = Phrase(
                "Type '\(answer)' to delete everything (anything else cancels):",
                korean: "모든 것을 삭제하려면 '\(answer)'만 그대로 입력하십시오 (다르게 입력하면 취소됩니다):"
            )
            guard Confirmation.ask(question, expecting: answer, console: console) else {
                console.note(Phrase("nothing was deleted", korean: "아무것도 삭제하지 않았습니다"))
                return .failure
            }
        }
        let erased = try album.erase()
        if json { context.printJSON(Report(erased)) }
        let directory = VisibleText.of(erased.directory)
        if !erased.otherFileSystems.isEmpty {
            let others = erased.otherFileSystems.map(VisibleText.of).joined(separator: ", ")
            console.note(Phrase(
                "kept, as they are on another file system: \(others) (\(directory))",
                korean: "다른 파일 시스템에 있어서 남겨 두었습니다: \(others) (\(directory))"
            ))
        }
        if erased.removesDirectory {
            console.note(Phrase("deleted the album and its folder (\(directory))", korean: "앨범과 그 폴더를 삭제했습니다 (\(directory))"))
        } else if !erased.keptNames.isEmpty {
            let kept = erased.keptNames.map(VisibleText.of).joined(separator: ", ")
            console.note(Phrase(
                "deleted the album; kept what is not poki's: \(kept) (\(directory))",
                korean: "앨범을 삭제했습니다. poki의 것이 아닌 것은 남겨 두었습니다: \(kept) (\(directory))"
            ))
        } else {
            console.note(Phrase("deleted the album; its folder stays (\(directory))", korean: "앨범을 삭제했습니다. 폴더는 남아 있습니다 (\(directory))"))
        }
        return .success
    }

    /// The lines shown before asking, in `language`: counts of what goes, and what stays.
    static func describe(_ plan: AlbumErasure, in language: Language = .english) -> [String] {
        let directory = VisibleText.of(plan.directory)
        let photoLine: Phrase = Phrase("  ", korean: "  ") + .photos(plan.photoCount) + Phrase(", ", korean: ", 휴지통의 ")
            + .photos(plan.trashedPhotoCount) + Phrase(" in the trash", korean: "")
        let poseLine: Phrase = Phrase("  ", korean: "  직접 추가한 ") + poses(plan.userPoseCount) + Phrase(" you added, ", korean: ", ")
            + likedPoses(plan.likedPoseCount)
        let fileLine: Phrase = Phrase("  ", korean: "  모두 ") + files(plan.fileCount) + Phrase(" and ", korean: "와 ")
            + folders(plan.folderCount) + Phrase(" in all", korean: "")
        var lines: [Phrase] = [
            Phrase("This permanently removes everything poki keeps in \(directory):", korean: "poki가 \(directory)에 보관한 모든 것을 영구히 삭제합니다:"),
            photoLine, poseLine, profile(plan), fileLine,
        ]
        if !plan.keptNames.isEmpty {
            let kept = plan.keptNames.map(VisibleText.of).joined(separator: ", ")
            lines.append(Phrase("Kept, as they are not poki's: \(kept)", korean: "poki의 것이 아니어서 남겨 둡니다: \(kept)"))
        }
        if !plan.otherFileSystems.isEmpty {
            let others = plan.otherFileSystems.joined(separator: ", ")
            lines.append(Phrase("Kept, as they are on another file system: \(others)", korean: "다른 파일 시스템에 있어서 남겨 둡니다: \(others)"))
        }
        return lines.map { $0.text(in: language) }
    }

    /// `your profile (민지)`, or `no profile`.
    private static func profile(_ plan: AlbumErasure) -> Phrase {
        guard plan.hasProfile else { return Phrase("  no profile", korean: "  프로필 없음") }
        guard let nickname = plan.nickname else { return Phrase("  your profile", korean: "  프로필") }
        return Phrase("  your profile (\(nickname))", korean: "  프로필 (\(nickname))")
    }

    /// `0 poses` (`포즈 0개`).
    private static func poses(_ count: Int) -> Phrase {
        let s = count == 1 ? "" : "s"
        return Phrase("\(count) pose\(s)", korean: "포즈 \(count)개")
    }

    /// `3 liked poses` (`좋아요한 포즈 3개`).
    private static func likedPoses(_ count: Int) -> Phrase {
        let s = count == 1 ? "" : "s"
        return Phrase("\(count) liked pose\(s)", korean: "좋아요한 포즈 \(count)개")
    }

    /// `40 files` (`파일 40개`).
    private static func files(_ count: Int) -> Phrase {
        let s = count == 1 ? "" : "s"
        return Phrase("\(count) file\(s)", korean: "파일 \(count)개")
    }

    /// `9 folders` (`폴더 9개`).
    private static func folders(_ count: Int) -> Phrase {
        let s = count == 1 ? "" : "s"
        return Phrase("\(count) folder\(s)", korean: "폴더 \(count)개")
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
