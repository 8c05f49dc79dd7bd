import PokiSystem
import PokiImaging
import PokiAlbum

/// `poki check [--repair] [--json]`: verify the album against its own records.
struct CheckCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["check"],
        summary: Phrase(
            "Verify the album; --repair fixes what can be fixed without losing anything.",
            korean: "앨범을 점검합니다. --repair는 아무것도 잃지 않고 고칠 수 있는 것을 고칩니다."
        ),
        arguments: "",
        minimumArguments: 0,
        maximumArguments: 0,
        options: [
            .flag("repair", help: Phrase(
                "Remove leftovers of interrupted writes, quarantine unreadable documents, rebuild indexes.",
                korean: "중단된 쓰기로 남은 임시 파일을 지우고, 읽을 수 없는 문서를 격리하고, 색인을 다시 만듭니다."
            )),
            .flag("json", help: Phrase("Print the problems (and repairs) as one JSON document.", korean: "문제(와 복구 내용)를 JSON 문서 하나로 출력합니다.")),
        ],
        discussion: Phrase(
            """
            Checks that album.json is there, that every document parses and matches the schema, that
            its image exists as a regular file with the recorded SHA-256, that every photo's tag
            exists, that the ID counter is above every ID, that the indexes and the trash agree with
            the documents, that pose and profile pictures are in use, and that files and folders are
            private, and reports the conflict copies a sync tool such as Syncthing left
            (NAME.sync-conflict-…): --repair takes in those of the indexes and the ID counter and
            leaves a photo's for you. Prints each problem; exit status 1 when there is one. What an interrupted write
            left, and the next change repairs by design, is a note (exit status 0). --repair never
            deletes an image: unreadable documents and images no photo refers to go to quarantine/; a
            missing or changed image is reported for you to restore. Exit status after --repair is 1
            only if problems remain. A read-only album can be checked.
            Photos whose colours an older poki worked out are noted (not a problem): 'poki recolour'
            updates them.
            """,
            korean: """
            album.json이 있는지, 모든 문서가 읽히고 스키마에 맞는지, 문서의 이미지가 기록된 SHA-256을 가진
            일반 파일로 있는지, 모든 사진의 태그가 있는지, ID 카운터가 모든 ID보다 큰지, 색인과 휴지통이
            문서와 맞는지, 포즈 사진과 프로필 사진이 쓰이고 있는지, 파일과 폴더가 비공개인지 점검하고,
            Syncthing 같은 동기화 도구가 남긴 충돌 사본(NAME.sync-conflict-…)을 알려 줍니다. --repair는
            색인과 ID 카운터의 충돌 사본은 반영하고 사진의 충돌 사본은 직접 처리하도록 남겨 둡니다.
            문제마다 한 줄씩 출력하며, 문제가 하나라도 있으면 종료 상태는 1입니다. 중단된 쓰기가 남긴
            것처럼 다음 변경 때 저절로 정리되는 것은 참고로만 알립니다(종료 상태 0). --repair는 이미지를
            삭제하지 않습니다. 읽을 수 없는 문서와 어떤 사진도 가리키지 않는 이미지는 quarantine/으로 옮기고,
            없어지거나 바뀐 이미지는 직접 되살리도록 알려 줍니다. --repair 뒤의 종료 상태는 문제가 남아
            있을 때만 1입니다. 읽기 전용 앨범도 점검할 수 있습니다.
            예전 poki가 색을 계산한 사진은 (문제가 아니라) 참고로 알립니다. 'poki recolour'가 그 사진들의
            색을 새로 계산합니다.
            """
        )
    )

    var repair: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        repair = arguments.has("repair")
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let console = context.console
        let album: Album
        do {
            album = try context.existingAlbum()
        } catch AlbumError.missingMarker {
            // An album that lost its marker is what check reports and --repair mends.
            album = try context.album()
        }
        let found = try album.examine()
        // A note, not a check: an album check cannot read (no marker, read-only lock) notes nothing.
        let outdated = (try? album.outdatedAnalysisIDs()) ?? []
        var repairs: [Phrase] = []
        var remaining = found
        if repair, !found.all.isEmpty {
            repairs = try album.repairPhrased()
            remaining = try album.examine()
        }
        if json {
            context.printJSON(Report(
                problems: found.problems.map(\.description),
                leftovers: found.leftovers.map(\.description),
                interrupted: found.interruptedOperation,
                repairs: repair ? repairs.map(\.english) : nil,
                remaining: repair ? remaining.problems.map(\.description) : nil,
                outdatedAnalyses: outdated
            ))
        } else {
            for problem in found.problems { console.output(VisibleText.of(problem.phrase.text(in: console.language))) }
            if !repair, !found.leftovers.isEmpty { console.remark(Self.leftoverNote(found)) }
            for action in repairs {
                console.note(VisibleText.of((Phrase("repaired: ", korean: "복구했습니다: ") + action).text(in: console.language)))
            }
            if repair {
                for problem in remaining.problems {
                    console.error(Phrase("not repaired: ", korean: "복구하지 못했습니다: ") + problem.phrase)
                }
            }
            console.note(summary(found: found.problems.count, remaining: remaining.problems.count, leftovers: found.leftovers.count))
            if !outdated.isEmpty { console.remark(outdatedNote(outdated)) }
        }
        return remaining.problems.isEmpty ? .success : .failure
    }

    /// `12 leftovers of an interrupted import; the next change cleans them up, or run …`.
    static func leftoverNote(_ found: AlbumCheck) -> Phrase {
        if found.leftovers == [.olderIndex] {
            return Phrase(
                "the index was written by an older poki; the next change brings it up to date, or run 'poki check --repair'",
                korean: "예전 poki가 쓴 색인입니다. 다음 변경 때 최신으로 바뀌며, 'poki check --repair'로 바로 고칠 수도 있습니다"
            )
        }
        let count = found.leftovers.count
        let s = count == 1 ? "" : "s"
        guard let operation = found.interruptedOperation else {
            return Phrase(
                "\(count) leftover\(s) of interrupted writes; the next change cleans them up, or run 'poki check --repair'",
                korean: "중단된 쓰기로 남은 임시 파일이 \(count)개 있습니다. 다음 변경 때 정리되며, 'poki check --repair'로 바로 정리할 수도 있습니다"
            )
        }
        return Phrase("\(count) leftover\(s) of an interrupted ", korean: "남은 임시 파일이 \(count)개 있습니다 (중단된 작업: ")
            + operationName(operation)
            + Phrase(
                "; the next change cleans them up, or run 'poki check --repair'",
                korean: "). 다음 변경 때 정리되며, 'poki check --repair'로 바로 정리할 수도 있습니다"
            )
    }

    /// An interrupted change as the album's marker names it (``AlbumCheck/interruptedOperation``:
    /// `import`, `index upgrade`, `merge` …): that name in English, its Korean name in Korean. A
    /// name this poki does not know is shown as it is.
    static func operationName(_ operation: String) -> Phrase {
        let korean = switch operation {
        case "add": "추가"
        case "import": "가져오기"
        case "delete": "삭제"
        case "restore": "되살리기"
        case "edit": "수정"
        case "tags rename": "태그 이름 바꾸기"
        case "index upgrade": "색인 업그레이드"
        case "merge": "병합"
        default: operation
        }
        return Phrase(operation, korean: korean)
    }

    private func summary(found: Int, remaining: Int, leftovers: Int) -> Phrase {
        let s = found == 1 ? "" : "s"
        if found == 0 {
            return repair && leftovers > 0
                ? Phrase("the album is fine; leftovers cleaned up", korean: "앨범에 문제가 없습니다. 남은 임시 파일을 정리했습니다")
                : Phrase("the album is fine", korean: "앨범에 문제가 없습니다")
        }
        if !repair {
            return Phrase(
                "\(found) problem\(s) found; 'poki check --repair' fixes what can be fixed",
                korean: "문제를 \(found)개 찾았습니다. 'poki check --repair'를 실행하면 고칠 수 있는 문제를 고칩니다"
            )
        }
        return remaining == 0
            ? Phrase("\(found) problem\(s) found and repaired", korean: "문제를 \(found)개 찾아 복구했습니다")
            : Phrase("\(found) problem\(s) found, \(remaining) remain", korean: "문제를 \(found)개 찾았고, \(remaining)개가 남았습니다")
    }

    /// Not a problem (the album is sound), but colours an older poki worked out: `recolour` updates them.
    private func outdatedNote(_ ids: [Int]) -> Phrase {
        let shown = ids.prefix(10).map(String.init).joined(separator: ", ") + (ids.count > 10 ? ", …" : "")
        let version = PaletteExtractor.definitionVersion
        let count = ids.count
        if count == 1 {
            return Phrase(
                "1 photo was analysed by an older palette definition than v\(version) (\(shown)); 'poki recolour' updates them",
                korean: "사진 1장이 v\(version)보다 오래된 팔레트 정의로 분석되어 있습니다 (\(shown)). 'poki recolour'를 실행하면 새로 분석합니다"
            )
        }
        return Phrase(
            "\(count) photos were analysed by an older palette definition than v\(version) (\(shown)); 'poki recolour' updates them",
            korean: "사진 \(count)장이 v\(version)보다 오래된 팔레트 정의로 분석되어 있습니다 (\(shown)). 'poki recolour'를 실행하면 새로 분석합니다"
        )
    }

    /// The `--json` document: `problems` need attention; `leftovers` the next change repairs.
    struct Report: Encodable {
        var problems: [String]
        var leftovers: [String]
        var interrupted: String?
        var repairs: [String]?
        var remaining: [String]?
        /// IDs of photos analysed by an older palette definition (not problems).
        var outdatedAnalyses: [Int]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(problems, forKey: .problems)
            try container.encode(leftovers, forKey: .leftovers)
            // Always present, null when no interrupted operation is recorded.
            try container.encode(interrupted, forKey: .interrupted)
            try container.encodeIfPresent(repairs, forKey: .repairs)
            try container.encodeIfPresent(remaining, forKey: .remaining)
            try container.encode(outdatedAnalyses, forKey: .outdatedAnalyses)
        }

        enum CodingKeys: String, CodingKey { case problems, leftovers, interrupted, repairs, remaining, outdatedAnalyses }
    }
}
