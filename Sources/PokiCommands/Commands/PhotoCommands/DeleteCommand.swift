import PokiSystem
import PokiAlbum

/// `poki delete ID... [--yes]`: moves photos to the album's trash.
struct DeleteCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["delete"],
        summary: Phrase("Move photos to the trash ('poki restore ID' brings them back).", korean: "사진을 휴지통으로 옮깁니다 ('poki restore ID'로 되살립니다)."),
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .flag("yes", short: "y", help: Phrase("Do not ask; required when standard input is not a terminal.", korean: "묻지 않습니다. 표준 입력이 터미널이 아니면 꼭 주어야 합니다.")),
            .flag("json", help: Phrase("Print the trashed documents (with deletedAt) as a JSON array.", korean: "휴지통으로 옮긴 문서(deletedAt 포함)를 JSON 배열로 출력합니다.")),
        ],
        discussion: Phrase(
            "Prints the IDs moved to the trash. If any ID is unknown, nothing is deleted. '-' reads the IDs from standard input (then --yes is needed).",
            korean: "휴지통으로 옮긴 ID를 출력합니다. 앨범에 없는 ID가 하나라도 있으면 아무것도 삭제하지 않습니다. '-'는 표준 입력에서 ID를 읽습니다(이때는 --yes가 필요합니다)."
        ),
        argumentKind: .photoID
    )

    var ids: PhotoIDs
    var yes: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        yes = arguments.has("yes")
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let console = context.console
        if !yes {
            guard context.terminal.inputIsTerminal, !ids.readsStandardInput else {
                throw UsageError(
                    Phrase(
                        "refusing to delete without --yes when standard input is not a terminal",
                        korean: "표준 입력이 터미널이 아니면 --yes 없이는 삭제하지 않습니다"
                    ),
                    for: Self.spec
                )
            }
        }
        let ids = try self.ids.resolve(for: Self.spec)
        if !yes {
            let photos = try ids.map { try album.photo(withID: $0) }
            for photo in photos {
                console.note("  \(photo.id)  \(photo.date.written(in: console.language))  \(photo.tag.label)  \(PhotoTable.oneLine(photo.memo))")
            }
            let question = photos.count == 1
                ? Phrase("Move this photo to the trash? [y/N]", korean: "이 사진을 휴지통으로 옮길까요? [y/N]")
                : Phrase("Move these \(photos.count) photos to the trash? [y/N]", korean: "이 사진 \(photos.count)장을 휴지통으로 옮길까요? [y/N]")
            guard Confirmation.ask(question.text(in: console.language), console: console) else {
                console.note(Phrase("nothing was deleted", korean: "아무것도 삭제하지 않았습니다"))
                if json { context.printJSON(JSONError(error: "nothing was deleted")) }
                return .failure
            }
        }
        let deleted = try album.delete(ids: ids)
        if json {
            console.output(bytes: PhotoJSON.encode(deleted))
        } else {
            for photo in deleted { console.output(String(photo.id)) }
        }
        console.note(
            Phrase(
                "moved to the trash; 'poki restore ID' brings a photo back, 'poki trash --empty' removes them for good",
                korean: "휴지통으로 옮겼습니다. 'poki restore ID'로 사진을 되살릴 수 있고, 'poki trash --empty'로 완전히 지울 수 있습니다"
            )
        )
        return .success
    }
}
