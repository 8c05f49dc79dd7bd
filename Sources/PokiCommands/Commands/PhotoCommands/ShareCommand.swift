import PokiSystem
import PokiSharing

/// `poki share ID... --to DIR [--keep-location] [--mask-qr] [--json]`: copies of photos to give away.
struct ShareCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["share"],
        summary: Phrase("Copy photos into a folder to give away, without their location.", korean: "건네줄 사진을 위치 정보 없이 폴더에 복사합니다."),
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .value("to", "DIR", help: Phrase("Folder to write the copies into (required).", korean: "사본을 저장할 폴더입니다 (필수).")),
            .flag(
                "keep-location",
                help: Phrase("Copy the file as it is, location and all its metadata included.", korean: "위치 정보와 모든 메타데이터를 포함해 파일을 그대로 복사합니다.")
            ),
            .flag(
                "video",
                help: Phrase(
                    "Also copy each photo's session video (<day>_<tag>_<id>.mp4), without its location and device.",
                    korean: "사진마다 촬영 영상(<day>_<tag>_<id>.mp4)도 위치 정보와 기기 정보 없이 복사합니다."
                )
            ),
            .flag(
                "mask-qr",
                help: Phrase(
                    "Cover each print's QR code (it downloads the originals) with the colour around it.",
                    korean: "인화 사진마다 QR 코드(원본을 내려받는 코드)를 그 둘레의 색으로 가립니다."
                )
            ),
            .flag(
                "json",
                help: Phrase(
                    "Print the copies written as a JSON array ({\"id\", \"path\", …}), then {\"id\", \"error\"} for each that failed.",
                    korean: "저장한 사본을 JSON 배열({\"id\", \"path\", …})로 출력하고, 이어서 실패한 사진마다 {\"id\", \"error\"}를 출력합니다."
                )
            ),
        ],
        discussion: Phrase(
            """
            Each copy is named <day>_<tag>_<id>.<ext> (2026-03-12_인생네컷_1003.jpg) and its path printed.
            The picture is copied byte for byte with its colour profile, orientation and capture
            date; everything else (GPS, XMP, thumbnails, data after the image, text chunks, metadata
            poki cannot parse) is left out, and the copy is read back: if it may still hold a
            location, nothing is shared. A file of one of the names in DIR is never written over: then
            nothing is written at all. --mask-qr re-encodes each print with every QR code covered
            (inverted ones too); a photo with no code is reported and not written. 'ID...' may be '-'
            to read IDs from standard input. --video copies each photo's session video beside it
            (a photo without one is copied alone), its location, device and XMP boxes emptied in
            place. Exit status 1 if any photo was not shared.
            """,
            korean: """
            사본의 이름은 <day>_<tag>_<id>.<ext>(2026-03-12_인생네컷_1003.jpg)이고, 그 경로를 출력합니다.
            이미지는 색 프로필, 방향, 촬영 날짜와 함께 바이트 그대로 복사하고, 나머지(GPS, XMP,
            썸네일, 이미지 뒤의 데이터, 텍스트 청크, poki가 해석하지 못하는 메타데이터)는 모두 빼며,
            사본을 다시 읽어 확인합니다: 위치 정보가 남아 있을 수 있으면 아무것도 공유하지 않습니다.
            DIR에 있는 파일은 덮어쓰지 않습니다: 사본과 이름이 같은 파일이 있으면 아무것도
            쓰지 않습니다. --mask-qr은 모든 QR 코드(반전된 것도)를 가리고 인화 사진을 다시 인코딩합니다.
            코드가 없는 사진은 알리고 쓰지 않습니다. 'ID...' 대신 '-'를 주면 표준 입력에서 ID를
            읽습니다. --video는 사진마다 촬영 영상을 그 옆에 복사하며(영상이 없는 사진은 사진만
            복사합니다), 영상의 위치 정보, 기기, XMP 상자는 그 자리에서 비웁니다.
            하나라도 공유하지 못한 사진이 있으면 종료 상태는 1입니다.
            """
        )
    )

    var ids: PhotoIDs
    var directory: String
    var options: ShareOptions
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        guard let directory = arguments.value("to") else { throw UsageError(Phrase("give the folder to share into with --to DIR", korean: "사본을 저장할 폴더를 --to DIR로 지정하십시오"), for: Self.spec) }
        self.directory = directory
        options = ShareOptions(keepLocation: arguments.has("keep-location"), maskQRCodes: arguments.has("mask-qr"), includeVideo: arguments.has("video"))
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let ids = try ids.resolve(for: Self.spec)
        let outcome = try album.share(ids: ids, to: directory, options: options)
        for shared in outcome.shared {
            if !json {
                context.console.output(shared.path)
                if let videoPath = shared.videoPath { context.console.output(videoPath) }
            }
            for note in shared.notes { context.console.remark(Phrase("photo \(shared.id): ", korean: "사진 \(shared.id): ") + note) }
        }
        for failure in outcome.failures { context.console.error(failure.phrase) }
        if json { context.console.output(bytes: JSONOutput.array(of: outcome.shared, then: outcome.failures.map { JSONFailure(id: $0.id, error: $0.message) })) }
        return outcome.failures.isEmpty ? .success : .failure
    }
}
