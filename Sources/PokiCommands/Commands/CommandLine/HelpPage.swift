import PokiSystem

/// A help page, in the user's language: `poki` alone, `poki --help`, or `poki COMMAND --help`.
enum HelpPage: Sendable {
    /// `poki` alone: what poki is, the commands people start with and where the rest is, in at
    /// most 24 lines so that it fits a terminal without scrolling.
    case introduction
    /// `poki --help`: every command and the global options.
    case overview
    /// `poki COMMAND --help`.
    case command(CommandSpec)

    /// The page in `language`.
    func text(in language: Language) -> String {
        switch self {
        case .introduction: Self.introductionText.text(in: language)
        case .overview: Self.overview(in: language)
        case let .command(spec): spec.helpText(in: language)
        }
    }

    /// The first line of both poki's pages.
    private static var title: Phrase {
        Phrase(
            "poki \(PokiVersion.current): a photo-memory album for four-cut photo-booth prints.",
            korean: "poki \(PokiVersion.current): 네컷 사진 부스의 사진을 모아 두는 추억 앨범."
        )
    }

    private static var introductionText: Phrase {
        title + Phrase(
            """


            usage: poki [--library DIR] COMMAND [ARGUMENTS] [OPTIONS]

            start with:
              poki add photo.jpg --tag 인생네컷 --memo   add a print, memo in your editor
              poki add --qr print.jpg                    fetch the original by its QR code
              poki import DIR                            add a folder of photos
              poki list                                  the album, newest first (--grid)
              poki show ID                               one photo: picture, memo, colours
              poki edit ID --memo                        change a memo (or --tag, --date)
              poki calendar                              a month of memories
              poki share ID --to DIR                     copies without the location
              poki export --html DIR                     the album as web pages
              poki check                                 verify the album

            'poki --help' lists every command, 'poki COMMAND --help' explains one,
            and 'poki manual' prints the manual page.

            """,
            korean: """


            사용법: poki [--library DIR] COMMAND [ARGUMENTS] [OPTIONS]

            이렇게 시작하십시오:
              poki add photo.jpg --tag 인생네컷 --memo   인화 사진 추가, 메모는 편집기에서
              poki add --qr print.jpg                    QR 코드로 원본 받아 오기
              poki import DIR                            폴더의 사진 모두 추가
              poki list                                  앨범, 최근 것부터 (--grid)
              poki show ID                               사진 하나: 미리 보기, 메모, 색
              poki edit ID --memo                        메모 고치기 (또는 --tag, --date)
              poki calendar                              한 달의 추억
              poki share ID --to DIR                     위치 정보를 뺀 사본
              poki export --html DIR                     앨범을 웹 페이지로
              poki check                                 앨범 점검

            'poki --help'는 모든 명령을, 'poki COMMAND --help'는 명령 하나를 설명하고,
            'poki manual'은 매뉴얼 페이지를 보여 줍니다.

            """
        )
    }

    private static func overview(in language: Language) -> String {
        let specs = CommandLineTool.commands.map { $0.spec }.filter { !$0.isHidden }
        let width = specs.map { $0.name.count }.max() ?? 0
        var text = (title + Phrase(
            "\n\nusage: poki [--library DIR] COMMAND [ARGUMENTS] [OPTIONS]\n\ncommands:\n",
            korean: "\n\n사용법: poki [--library DIR] COMMAND [ARGUMENTS] [OPTIONS]\n\n명령:\n"
        )).text(in: language)
        for spec in specs {
            text += "  \(spec.name)\(String(repeating: " ", count: width - spec.name.count))  \(spec.summary.text(in: language))\n"
        }
        text += Phrase(
            """

            options:
              --library DIR  The album to use (default: $POKI_LIBRARY, else $XDG_DATA_HOME/poki,
                             else ~/.local/share/poki).
              --color WHEN   auto (the default: colour on a terminal, unless NO_COLOR or TERM=dumb),
                             always (also into a pipe) or never.
              --help, -h     Show help; 'poki COMMAND --help' for a command.
              --version      Show poki's version.

            Defaults for the album, tag, preview protocol, week start and colour may be set in
            $XDG_CONFIG_HOME/poki/config (else ~/.config/poki/config); see 'poki manual'.

            exit status: 0 success, 1 an operation failed, 2 usage error.
            """,
            korean: """

            옵션:
              --library DIR  쓸 앨범 (기본값: $POKI_LIBRARY, 없으면 $XDG_DATA_HOME/poki,
                             없으면 ~/.local/share/poki).
              --color WHEN   auto (기본값: 터미널이면 색을 씀, NO_COLOR나 TERM=dumb이면 안 씀),
                             always (파이프에도) 또는 never.
              --help, -h     도움말. 명령 하나는 'poki COMMAND --help'.
              --version      poki의 버전.

            앨범, 태그, 미리 보기 방식, 한 주의 시작, 색의 기본값은
            $XDG_CONFIG_HOME/poki/config (없으면 ~/.config/poki/config)에 둘 수 있습니다. 'poki manual' 참고.

            종료 상태: 0 성공, 1 작업 실패, 2 사용법 오류.
            """
        ).text(in: language)
        return text
    }
}
