/// poki's built-in announcements (`poki notices`) and its privacy statement (`poki about`).
public enum Notices {
    /// Every notice, newest first.
    public static let all: [Notice] = published.sorted { ($0.date, $0.number) > ($1.date, $1.number) }

    /// The notice with this number.
    /// - Throws: ``CatalogError/unknownNotice(number:available:)`` when there is none.
    public static func notice(numbered number: Int) throws(CatalogError) -> Notice {
        guard let notice = all.first(where: { $0.number == number }) else {
            throw CatalogError.unknownNotice(number: number, available: published.count)
        }
        return notice
    }

    /// What `poki about` says about the user's data, in Korean and in English.
    public static let privacyStatement = """
        모든 사진과 기록은 이 컴퓨터의 앨범 폴더에만 저장되며, 어디로도 전송되지 않습니다.
        Everything stays on this machine; nothing is sent anywhere.
        """

    // MARK: - Texts

    /// In order of publication; numbers run 1, 2, 3, … without gaps.
    private static let published: [Notice] = [
        Notice(number: 1, title: "poki로 할 수 있는 일", date: "2026-11-16", content: """
            poki는 인생네컷, 하루필름, 포토이즘 같은 네 컷 사진을 이 컴퓨터의 앨범에 모아 두는 명령줄 도구예요.

            앨범: `poki add 사진.jpg --tag 인생네컷 --memo "민지랑"`으로 사진을 넣고, `poki list`로 최근 추억부터 보고, `poki show ID`로 하나를 자세히 보고, `poki edit`와 `poki delete`로 고치거나 휴지통으로 보낼 수 있어요. 휴지통에 간 사진은 `poki restore ID`로 되살려요.

            색: 사진을 넣으면 가장 많이 쓰인 색과 그 비율을 계산해 함께 보여 줘요. 앨범에 넣지 않고 색만 보고 싶다면 `poki colours 사진.jpg`를 쓰세요.

            태그: 부스 브랜드(인생네컷, 하루필름, 셀픽스, 포토이즘 등)가 미리 들어 있고, `poki tags add`로 나만의 태그를 더할 수 있어요.

            포즈: `poki pose`가 다음 부스에서 해 볼 포즈를 골라 줘요. `--category alone|two|many`로 인원을 고르고, 마음에 드는 포즈는 `poki pose like ID`로 찜해 두세요.

            가져오기: 스캔해 둔 폴더를 통째로 넣으려면 `poki import 폴더 --recursive`를 쓰세요. 이미 있는 사진은 건너뛰어요.
            """),
        Notice(number: 2, title: "앨범은 이렇게 저장돼요", date: "2026-11-18", content: """
            앨범은 평범한 폴더예요. `--library 폴더`를 주면 그 폴더를, 없으면 환경 변수 `POKI_LIBRARY`를, 그것도 없으면 `$XDG_DATA_HOME/poki`(보통 `~/.local/share/poki`)를 써요. 지금 쓰는 위치는 `poki about`이 알려 줘요.

            사진마다 사람이 읽을 수 있는 JSON 문서가 하나씩 있고, 사진 파일은 앨범 안에 따로 복사해 둬요. 원본 파일을 옮기거나 지워도 앨범의 사진은 그대로예요.

            사진 번호는 1000부터 차례로 붙고, 한 번 쓴 번호는 사진을 지워도 다시 쓰지 않아요. 그래서 메모나 스크립트에 적어 둔 번호가 엉뚱한 사진을 가리키는 일이 없어요.

            모든 저장은 임시 파일에 끝까지 쓴 뒤 한 번에 바꿔치기하는 방식이라, 도중에 전원이 꺼져도 반쯤 쓰인 문서가 남지 않아요.
            """),
        Notice(number: 3, title: "문제가 생기면 이렇게 알려 주세요", date: "2026-11-21", content: """
            먼저 `poki check`를 실행해 앨범에 문제가 있는지 확인해 주세요. 중단된 작업의 찌꺼기는 `poki check --repair`가 정리해요. 사용자의 사진은 지우지 않아요.

            그래도 해결되지 않으면 `poki --version`의 출력과, 화면에 나온 `error:`로 시작하는 줄을 그대로 복사해 실행한 명령과 함께 보내 주세요.

            poki는 아무것도 자동으로 보내지 않아요. 모든 사진과 기록은 이 컴퓨터에만 있으니, 알려 주실 때 사진을 첨부할지는 직접 정하시면 돼요.
            """),
    ]
}
