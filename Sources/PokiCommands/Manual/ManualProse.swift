import PokiSystem

/// The manual page's words that are not in the command table, in each language: the
/// documentation's prose on what poki is, where the album lives, the exit statuses, the
/// environment and the files, and the page's section titles.
enum ManualProse {
    static let name = Phrase(
        "a photo-memory album for Korean four-cut photo-booth prints",
        korean: "한국 네컷 사진 부스의 인화 사진을 모아 두는 추억 앨범"
    )

    static let description = Phrase(
        """
        poki keeps each four-cut photo-booth print (인생네컷, 하루필름, 포토이즘, …) in a local album
        with the booth brand it came from (its tag), a memo, the day of the memory and the photo's
        dominant colours.

        Standard output carries only data (IDs, tables, JSON); every message goes to standard error.
        With --json a command prints exactly one JSON document, also when it fails. Colour is used
        only when standard output is a terminal, NO_COLOR is unset or empty and TERM is not dumb.
        Text output shows control characters instead of sending them (^[ for escape).
        """,
        korean: """
        poki는 네컷 사진 부스의 인화 사진(인생네컷, 하루필름, 포토이즘, …)을 한 장씩 이 컴퓨터의
        앨범에 보관합니다. 사진마다 찍은 부스 브랜드(태그), 메모, 추억의 날짜, 사진의 주된 색을
        함께 둡니다.

        표준 출력에는 데이터(ID, 표, JSON)만 나가고, 메시지는 모두 표준 오류로 나갑니다.
        --json을 주면 명령은 실패할 때에도 JSON 문서를 정확히 하나 출력합니다. 색은 표준 출력이
        터미널이고, NO_COLOR가 없거나 비어 있고, TERM이 dumb가 아닐 때에만 씁니다.
        텍스트 출력은 제어 문자를 그대로 보내지 않고 보이는 글자로 바꿔 보여 줍니다 (escape는 ^[).
        """
    )

    /// The page's section titles: roff's usual English names, Korean names in Korean.
    enum Title {
        static let name = Phrase("NAME", korean: "이름")
        static let synopsis = Phrase("SYNOPSIS", korean: "사용법")
        static let description = Phrase("DESCRIPTION", korean: "설명")
        static let commands = Phrase("COMMANDS", korean: "명령")
        static let options = Phrase("OPTIONS", korean: "옵션")
        static let album = Phrase("THE ALBUM", korean: "앨범")
        static let configuration = Phrase("CONFIGURATION", korean: "설정")
        static let exitStatus = Phrase("EXIT STATUS", korean: "종료 상태")
        static let environment = Phrase("ENVIRONMENT", korean: "환경 변수")
        static let files = Phrase("FILES", korean: "파일")
        static let seeAlso = Phrase("SEE ALSO", korean: "참고")
    }

    /// The manual's section name in its header (`.TH`).
    static let manualName = Phrase("User Commands", korean: "사용자 명령")

    /// The line that opens the OPTIONS section.
    static let globalOptions = Phrase(
        "These work with every command, before or after its name.",
        korean: "모든 명령에 쓸 수 있으며, 명령 이름의 앞에도 뒤에도 둘 수 있습니다."
    )

    /// The sections after OPTIONS in `language`, as titles and roff.
    static func sections(in language: Language) -> [(String, String)] {
        let seeAlso = Phrase(
            "The README and Documentation/ in poki's source repository: the guide by task, scripting, and the album's document formats.",
            korean: "poki 소스 저장소의 README와 Documentation/: 할 일별 안내, 스크립트 작성, 앨범 문서의 형식."
        )
        return [
            (Title.album, Roff.paragraphs(album.text(in: language))),
            (Title.configuration, Roff.paragraphs(configuration.text(in: language)) + "\n" + definitions(configurationKeys, in: language)),
            (Title.exitStatus, definitions(exitStatuses, in: language)),
            (Title.environment, definitions(environment, in: language)),
            (Title.files, definitions(files, in: language)),
            (Title.seeAlso, Roff.lines(seeAlso.text(in: language))),
        ].map { ($0.0.text(in: language), $0.1) }
    }

    static let album = Phrase(
        """
        The album is --library DIR, else $POKI_LIBRARY, else $XDG_DATA_HOME/poki, else
        ~/.local/share/poki. The folder is created on the first write, private (0700, its files
        0600). A folder that holds other files but is not a poki album is never written into;
        'poki init' makes it one.

        Photo IDs are decimal, sequential from 1000, and never reused. Every write goes to a
        temporary file that is flushed and renamed into place, so readers never see half a
        document, and many poki processes may use one album at once.
        """,
        korean: """
        앨범은 --library DIR, 없으면 $POKI_LIBRARY, 없으면 $XDG_DATA_HOME/poki, 없으면
        ~/.local/share/poki입니다. 폴더는 처음 쓸 때 만들어지며, 본인만 볼 수 있습니다 (폴더 0700,
        파일 0600). 다른 파일이 있는데 poki 앨범이 아닌 폴더에는 아무것도 쓰지 않습니다.
        'poki init'으로 그 폴더를 앨범으로 만들 수 있습니다.

        사진 ID는 1000부터 차례로 매기는 십진수이며, 한 번 쓴 ID는 다시 쓰지 않습니다. 모든 쓰기는
        임시 파일에 먼저 쓰고 디스크에 기록한 뒤 제자리로 이름을 바꾸므로, 읽는 쪽은 반쯤 쓰인
        문서를 보지 않고, 여러 poki 프로세스가 한 앨범을 동시에 쓸 수 있습니다.
        """
    )

    static let configuration = Phrase(
        """
        $XDG_CONFIG_HOME/poki/config (else ~/.config/poki/config) holds defaults, one
        'key = value' a line; a line starting with # is a comment. A command-line option wins over
        an environment variable (POKI_LIBRARY, NO_COLOR), which wins over the file, which wins over
        poki's own default. An unknown key or a bad value is an error naming the file and the line
        (exit status 2).
        """,
        korean: """
        $XDG_CONFIG_HOME/poki/config (없으면 ~/.config/poki/config)에 기본값을 한 줄에 하나씩
        'key = value' 꼴로 적습니다. #으로 시작하는 줄은 주석입니다. 명령줄 옵션이 환경 변수
        (POKI_LIBRARY, NO_COLOR)보다, 환경 변수가 이 파일보다, 이 파일이 poki 자체의 기본값보다
        우선합니다. 알 수 없는 키나 잘못된 값은 파일과 줄을 밝히는 오류입니다 (종료 상태 2).
        """
    )

    static let configurationKeys: [(String, Phrase)] = [
        (
            "library = ~/Pictures/poki",
            Phrase(
                "The album, when neither --library nor POKI_LIBRARY is given: an absolute path or one starting with ~/.",
                korean: "--library도 POKI_LIBRARY도 없을 때 쓸 앨범: 절대 경로 또는 ~/로 시작하는 경로."
            )
        ),
        (
            "tag = 인생네컷",
            Phrase(
                "The tag add and import give a photo without --tag (a link's host brand still comes first).",
                korean: "add와 import가 --tag 없이 사진에 붙이는 태그 (링크의 호스트 브랜드가 있으면 그쪽이 먼저입니다)."
            )
        ),
        (
            "protocol = kitty",
            Phrase(
                "How show draws a photo without --protocol: auto, kitty, iterm, sixel or blocks.",
                korean: "--protocol이 없을 때 show가 사진을 그리는 방식: auto|kitty|iterm|sixel|blocks 중 하나."
            )
        ),
        (
            "week-start = sunday",
            Phrase(
                "The first day of calendar's weeks: monday or sunday (as --sunday).",
                korean: "calendar에서 한 주가 시작하는 요일: monday 또는 sunday (--sunday처럼)."
            )
        ),
        (
            "color = never",
            Phrase(
                "auto, always or never, as --color; NO_COLOR still turns auto and always off.",
                korean: "--color처럼 auto|always|never 중 하나. 그래도 NO_COLOR가 있으면 auto와 always는 색을 쓰지 않습니다."
            )
        ),
    ]

    static let exitStatuses: [(String, Phrase)] = [
        ("0", Phrase("Success.", korean: "성공.")),
        (
            "1",
            Phrase(
                "An operation failed: a bad or unreadable file, an unknown ID or tag, a duplicate, a conflict.",
                korean: "작업 실패: 잘못되었거나 읽을 수 없는 파일, 앨범에 없는 ID나 태그, 중복, 충돌."
            )
        ),
        (
            "2",
            Phrase(
                "Usage error: an unknown command or option, a missing or malformed argument, or a prompt that cannot be shown.",
                korean: "사용법 오류: 알 수 없는 명령이나 옵션, 빠졌거나 형식이 잘못된 인자, 또는 보여 줄 수 없는 확인 질문."
            )
        ),
    ]

    static let environment: [(String, Phrase)] = [
        (
            "POKI_LIBRARY",
            Phrase(
                "The album, when --library is not given (before the config file's library).",
                korean: "--library가 없을 때 쓸 앨범 (설정 파일의 library보다 먼저)."
            )
        ),
        (
            "XDG_DATA_HOME",
            Phrase(
                "The album is $XDG_DATA_HOME/poki when neither --library nor POKI_LIBRARY is set (default ~/.local/share).",
                korean: "--library도 POKI_LIBRARY도 없으면 앨범은 $XDG_DATA_HOME/poki입니다 (기본값 ~/.local/share)."
            )
        ),
        (
            "XDG_CONFIG_HOME",
            Phrase(
                "poki's configuration folder, $XDG_CONFIG_HOME/poki (default ~/.config/poki).",
                korean: "poki의 설정 폴더 $XDG_CONFIG_HOME/poki (기본값 ~/.config/poki)."
            )
        ),
        (
            "VISUAL, EDITOR",
            Phrase("The editor --memo opens when no text follows it (default vi).", korean: "--memo 뒤에 텍스트가 없을 때 여는 편집기 (기본값 vi).")
        ),
        (
            "XDG_RUNTIME_DIR",
            Phrase(
                "Where the memo being written in the editor is kept (else the album's tmp folder).",
                korean: "편집기에서 쓰고 있는 메모를 두는 곳 (없으면 앨범의 tmp 폴더)."
            )
        ),
        (
            "NO_COLOR",
            Phrase("When set and not empty, no colour unless --color always.", korean: "값이 있으면 --color always가 아닌 한 색을 쓰지 않습니다.")
        ),
        (
            "TERM",
            Phrase(
                "dumb: no escape codes at all. Also chooses how photos are drawn, with TERM_PROGRAM and the terminal's own variables.",
                korean: "dumb이면 이스케이프 코드를 전혀 쓰지 않습니다. TERM_PROGRAM과 터미널 자체의 변수와 함께, 사진을 그리는 방식도 정합니다."
            )
        ),
        (
            "COLUMNS",
            Phrase(
                "The width tables fit when standard output is not a terminal (or reports no size).",
                korean: "표준 출력이 터미널이 아닐 때(또는 크기를 알려 주지 않을 때) 표를 맞추는 너비."
            )
        ),
        ("TZ", Phrase("The time zone times are shown in.", korean: "시각을 보여 주는 시간대.")),
    ]

    static let files: [(String, Phrase)] = [
        (
            "~/.local/share/poki/",
            Phrase(
                "The default album: photos/<id>.json documents, images/, trash/, index/, tags.json, profile.json and the counter.",
                korean: "기본 앨범: photos/<id>.json 문서, images/, trash/, index/, tags.json, profile.json, 그리고 ID 카운터."
            )
        ),
        ("~/.config/poki/config", Phrase("Defaults (see CONFIGURATION).", korean: "기본값 ('설정' 절 참고).")),
        ("~/.config/poki/hosts", Phrase("Booth download hosts and their tags, one per line.", korean: "부스 사진을 내려받는 호스트와 그 태그, 한 줄에 하나씩.")),
    ]

    /// `.TP` items in `language`: each term bold, its text below.
    static func definitions(_ items: [(String, Phrase)], in language: Language) -> String {
        items.map { ".TP\n.B " + Roff.escaped($0.0) + "\n" + Roff.lines($0.1.text(in: language)) }.joined(separator: "\n")
    }
}
