import PokiSystem

/// `poki trash [--empty] [--yes] [--json]`: what was deleted, or remove it for good.
struct TrashCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["trash"],
        summary: Phrase("List deleted photos, or remove them for good with --empty.", korean: "삭제한 사진을 보여 주거나, --empty로 완전히 지웁니다."),
        options: [
            .flag("empty", help: Phrase(
                "Remove every photo in the trash, and every replaced image, for good (asks first on a terminal; needs --yes otherwise).",
                korean: "휴지통의 모든 사진과 교체된 모든 이미지를 완전히 지웁니다(터미널에서는 먼저 묻고, 그 밖에는 --yes가 필요합니다)."
            )),
            .flag("yes", short: "y", help: Phrase("Do not ask before --empty.", korean: "--empty 전에 묻지 않습니다.")),
            .flag("json", help: Phrase(
                "Print the trashed documents (with deletedAt) as a JSON array.",
                korean: "휴지통의 문서를 (deletedAt과 함께) JSON 배열로 출력합니다."
            )),
        ],
        discussion: Phrase(
            """
            Shows when each photo was deleted; 'poki restore ID' brings one back with its ID. The
            trash also keeps the images 'poki edit --image' replaced (trash/replaced/) until --empty.
            A damaged document is skipped with a warning (exit status 1); --empty then refuses.
            """,
            korean: """
            사진마다 삭제한 때를 보여 줍니다. 'poki restore ID'는 사진 하나를 그 ID 그대로 되살립니다.
            휴지통은 'poki edit --image'로 교체된 이미지도 --empty 전까지 보관합니다(trash/replaced/).
            손상된 문서는 경고와 함께 건너뛰며(종료 상태 1), 그때 --empty는 거부됩니다.
            """
        )
    )

    var empty: Bool
    var yes: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        empty = arguments.has("empty")
        yes = arguments.has("yes")
        json = arguments.has("json")
        if empty && json {
            throw UsageError(Phrase("--empty and --json cannot be used together", korean: "--empty와 --json은 함께 쓸 수 없습니다"), for: Self.spec)
        }
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let console = context.console
        if empty {
            if !yes {
                // Nothing removed for good without a yes: asked on a terminal, required otherwise.
                guard context.terminal.inputIsTerminal else {
                    throw UsageError(Phrase(
                        "refusing to empty the trash without --yes when standard input is not a terminal",
                        korean: "표준 입력이 터미널이 아니면 --yes 없이 휴지통을 비우지 않습니다"
                    ), for: Self.spec)
                }
                let count = try album.trashListing().photos.count, replaced = try album.replacedImages().count
                guard count > 0 || replaced > 0 else {
                    console.note(Phrase("The trash is empty.", korean: "휴지통이 비어 있습니다."))
                    return .success
                }
                let question = Phrase("Remove ", korean: "휴지통에서 ") + Self.photosAndImages(count, replaced)
                    + Phrase(" from the trash for good? [y/N]", korean: " 완전히 지울까요? [y/N]")
                guard Confirmation.ask(question, console: console) else {
                    console.note(Phrase("nothing was removed", korean: "아무것도 지우지 않았습니다"))
                    return .failure
                }
            }
            let emptied = try album.emptyTrash()
            let removed = emptied.photoCount, replaced = emptied.replacedImageCount
            console.note(Phrase("removed ", korean: "") + Self.photosAndImages(removed, replaced) + Phrase(" for good", korean: " 완전히 지웠습니다"))
            return .success
        }
        let listing = try album.trashListing()
        let photos = listing.photos
        if json {
            console.output(bytes: JSONOutput.array(of: photos, then: listing.damaged.map(JSONFailure.init)))
        } else if !photos.isEmpty {
            TrashTable(photos: photos, language: context.terminal.language).render(width: context.terminal.width).forEach(console.outputStyled)
            console.note(Phrase(
                "'poki restore ID' brings a photo back; 'poki trash --empty' removes them for good",
                korean: "'poki restore ID'로 사진을 되살릴 수 있고, 'poki trash --empty'로 완전히 지울 수 있습니다"
            ))
        }
        let replaced = try album.replacedImages()
        if !json, !replaced.isEmpty {
            let count = replaced.count, folder = album.layout.replacedImages
            console.note(count == 1
                ? Phrase(
                    "\(count) image replaced by 'poki edit --image' is kept in \(folder)",
                    korean: "'poki edit --image'로 교체된 이미지 \(count)개가 \(folder)에 보관되어 있습니다"
                )
                : Phrase(
                    "\(count) images replaced by 'poki edit --image' are kept in \(folder)",
                    korean: "'poki edit --image'로 교체된 이미지 \(count)개가 \(folder)에 보관되어 있습니다"
                ))
        } else if !json, photos.isEmpty, listing.damaged.isEmpty {
            console.note(Phrase("The trash is empty.", korean: "휴지통이 비어 있습니다."))
        }
        return DamagedDocumentWarning.report(listing.damaged, on: console) ? .failure : .success
    }

    /// `3 photos and 2 replaced images` (`사진 3장과 교체된 이미지 2개를`, the Korean with its object
    /// particle), or `3 photos` (`사진 3장을`) when no image was replaced: what `--empty` removes.
    private static func photosAndImages(_ photoCount: Int, _ imageCount: Int) -> Phrase {
        let photos = Phrase.photos(photoCount)
        guard imageCount > 0 else { return photos + Phrase("", korean: "을") }
        return photos + replacedImages(imageCount)
    }

    /// ` and 2 replaced images` (`과 교체된 이미지 2개를`).
    private static func replacedImages(_ count: Int) -> Phrase {
        let s = count == 1 ? "" : "s"
        return Phrase(" and \(count) replaced image\(s)", korean: "과 교체된 이미지 \(count)개를")
    }
}
