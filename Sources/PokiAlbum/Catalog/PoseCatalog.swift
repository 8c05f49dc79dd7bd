/// The built-in poses, compiled into poki so they work from any directory without resource files.
///
/// IDs are `<category>-<two digits>` and never change meaning: likes stored in an album refer to them.
/// A new pose gets the next number in its category; a retired pose's ID is not given to another pose.
public enum PoseCatalog {
    /// Every built-in pose: all `alone` poses, then `two`, then `many`, each in ID order.
    public static let all: [Pose] = alone + two + many

    /// The built-in pose with this ID, or nil when there is none.
    public static func pose(withID id: String) -> Pose? {
        all.first { $0.id == id }
    }

    /// The built-in or user pose with this ID; built-in poses are looked up first.
    /// - Throws: ``CatalogError/unknownPose(id:)`` when neither has it.
    public static func pose(withID id: String, userPoses: [Pose]) throws(CatalogError) -> Pose {
        guard let pose = pose(withID: id) ?? userPoses.first(where: { $0.id == id }) else {
            throw CatalogError.unknownPose(id: id)
        }
        return pose
    }

    /// The built-in poses of one category, in ID order.
    public static func poses(in category: PoseCategory) -> [Pose] {
        all.filter { $0.category == category }
    }

    // MARK: - 혼자 (alone)

    private static let alone: [Pose] = [
        Pose(id: "alone-01", category: .alone, title: "볼 하트",
             howTo: "양손을 가볍게 오므려 손목을 턱 아래에서 맞붙이고, 손끝을 양 볼에 대어 얼굴을 감싸는 하트를 만드세요. 고개를 살짝 기울이고 렌즈를 보며 웃으면 완성이에요."),
        Pose(id: "alone-02", category: .alone, title: "꽃받침",
             howTo: "두 손을 활짝 펴서 손목을 붙이고 턱 아래에 받쳐 얼굴이 꽃송이처럼 보이게 하세요. 손가락은 살짝 벌리고 턱은 손바닥에 가볍게만 올려요."),
        Pose(id: "alone-03", category: .alone, title: "턱 괴기",
             howTo: "한쪽 팔꿈치를 무릎이나 부스 선반에 대고 주먹이나 손등에 턱을 가볍게 괴세요. 시선을 렌즈보다 조금 위로 두면 생각에 잠긴 듯 자연스러워요."),
        Pose(id: "alone-04", category: .alone, title: "시선 피하기",
             howTo: "몸은 정면을 향한 채 고개만 옆으로 돌려 먼 곳을 바라보세요. 네 컷 중 마지막 한 컷만 렌즈를 보면 반전이 생겨요."),
        Pose(id: "alone-05", category: .alone, title: "눈가 브이",
             howTo: "브이를 옆으로 눕혀 검지와 중지 사이로 한쪽 눈이 보이게 눈가에 대세요. 다른 쪽 눈으로 윙크하면 더 발랄해요."),
        Pose(id: "alone-06", category: .alone, title: "머리 위 하트",
             howTo: "양팔을 머리 위로 올려 손끝을 정수리에 대고 팔로 큰 하트를 만드세요. 팔꿈치를 양옆으로 넓게 벌려야 하트 모양이 잘 보여요."),
        Pose(id: "alone-07", category: .alone, title: "손가락 하트",
             howTo: "엄지와 검지를 살짝 엇갈려 작은 하트를 만들고 얼굴 옆에 두세요. 다음 컷에서는 하트를 렌즈 앞으로 쭉 내밀어 원근감을 살려요."),
        Pose(id: "alone-08", category: .alone, title: "고양이 손",
             howTo: "양손을 가볍게 주먹 쥐고 손목을 아래로 꺾어 얼굴 양옆에 올리세요. 입꼬리를 올리고 고개를 살짝 숙이면 고양이처럼 보여요."),
        Pose(id: "alone-09", category: .alone, title: "볼 콕",
             howTo: "양손 검지로 양 볼을 콕 찌르고 눈을 동그랗게 뜨세요. 볼에 바람을 살짝 넣으면 더 귀여워요."),
        Pose(id: "alone-10", category: .alone, title: "점프",
             howTo: "카운트다운 마지막 숫자에 맞춰 무릎을 굽혔다가 가볍게 뛰어오르세요. 두 팔을 위로 뻗으면 움직임이 사진에 살아나요.",
             note: "천장이 낮은 부스에서는 무릎만 굽혔다 펴는 것으로 대신하세요."),
        Pose(id: "alone-11", category: .alone, title: "손가락 사이로 빼꼼",
             howTo: "한 손을 펴서 얼굴을 가리고 손가락 사이로 한쪽 눈만 보이게 하세요. 다음 컷에서 손을 내리고 활짝 웃으면 전후가 이어져요."),
        Pose(id: "alone-12", category: .alone, title: "선글라스 내려 보기",
             howTo: "부스 소품 선글라스를 코끝까지 내려 쓰고 안경 너머로 렌즈를 올려다보세요. 한 손으로 안경테를 잡으면 포즈가 완성돼요."),
        Pose(id: "alone-13", category: .alone, title: "토끼 머리띠",
             howTo: "토끼 귀 머리띠를 쓰고 두 주먹을 턱 아래에 모으세요. 고개를 한쪽으로 기울이면 귀가 더 잘 보여요."),
        Pose(id: "alone-14", category: .alone, title: "네 컷 표정 변화",
             howTo: "얼굴 위치는 그대로 두고 웃음, 놀람, 시무룩, 윙크 순서로 컷마다 표정만 바꾸세요. 나란히 놓고 보면 짧은 만화처럼 이어져요."),
        Pose(id: "alone-15", category: .alone, title: "뒤돌아보기",
             howTo: "렌즈에 등을 지고 서서 어깨 너머로 고개만 돌려 렌즈를 보세요. 한 손으로 머리카락을 살짝 넘기면 자연스러워요."),
        Pose(id: "alone-16", category: .alone, title: "안녕 손인사",
             howTo: "손바닥을 렌즈 쪽으로 펴서 얼굴 옆에 두고 활짝 웃으세요. 첫 컷이나 마지막 컷에 넣으면 인사하는 느낌이 나요."),
    ]

    // MARK: - 둘이서 (two)

    private static let two: [Pose] = [
        Pose(id: "two-01", category: .two, title: "반쪽 하트",
             howTo: "각자 한 손으로 하트의 반쪽을 만들어 두 사람 사이에서 손끝을 맞대 하나의 하트를 완성하세요. 손을 어깨 높이에 두면 하트와 얼굴이 함께 잘 나와요."),
        Pose(id: "two-02", category: .two, title: "손가락 브이 겹치기",
             howTo: "두 사람이 각자 브이를 만들어 렌즈 앞에서 손가락을 엇갈려 겹치세요. 손은 앞으로 내밀고 얼굴은 그 뒤에서 가까이 붙이면 원근감이 생겨요."),
        Pose(id: "two-03", category: .two, title: "어깨동무",
             howTo: "한 사람이 상대 어깨에 팔을 두르고 둘 다 바깥쪽 손으로 브이를 하세요. 키 차이가 크면 큰 사람이 무릎을 살짝 굽혀 얼굴 높이를 맞춰요."),
        Pose(id: "two-04", category: .two, title: "등 맞대기",
             howTo: "서로 등을 맞대고 비스듬히 서서 팔짱을 낀 채 고개만 렌즈 쪽으로 돌리세요. 무표정으로 찍으면 앨범 재킷 같은 컷이 돼요."),
        Pose(id: "two-05", category: .two, title: "볼 맞대기",
             howTo: "볼을 가볍게 맞대고 두 얼굴을 렌즈와 같은 높이에 맞추세요. 바깥쪽 손으로 각자 브이를 하면 좌우가 대칭이 돼요."),
        Pose(id: "two-06", category: .two, title: "팔로 큰 하트",
             howTo: "나란히 서서 안쪽 팔을 머리 위로 둥글게 올려 손끝을 맞대세요. 바깥쪽 손은 허리에 두면 두 사람 사이에 큰 하트가 생겨요."),
        Pose(id: "two-07", category: .two, title: "서로 볼 콕",
             howTo: "한 사람이 검지로 상대의 볼을 콕 찌르고, 찔린 사람은 볼에 바람을 넣어 부풀리세요. 다음 컷에서 역할을 바꾸면 이야기가 생겨요."),
        Pose(id: "two-08", category: .two, title: "귓속말",
             howTo: "한 사람이 손을 모아 상대 귀에 대고 귓속말하는 척하세요. 듣는 사람은 입을 가리고 놀란 눈으로 렌즈를 봐요."),
        Pose(id: "two-09", category: .two, title: "꽃받침 해 주기",
             howTo: "뒷사람이 두 손으로 앞사람 턱 아래에 꽃받침을 만들어 주세요. 앞사람은 그 손 위에 얼굴을 올리고 활짝 웃어요."),
        Pose(id: "two-10", category: .two, title: "백허그",
             howTo: "뒷사람이 앞사람을 뒤에서 가볍게 안고 턱을 앞사람 어깨에 올리세요. 앞사람은 두 손으로 뒷사람 팔을 잡고 렌즈를 봐요."),
        Pose(id: "two-11", category: .two, title: "마주 보기",
             howTo: "몸을 서로 쪽으로 돌려 코끝이 닿을 듯 가까이 마주 보세요. 웃음이 터지는 순간을 한 컷쯤 그대로 남기면 더 자연스러워요."),
        Pose(id: "two-12", category: .two, title: "우승 세리머니",
             howTo: "안쪽 손을 맞잡아 머리 위로 번쩍 들어 올리고, 바깥쪽 손은 주먹을 쥐세요. 입을 크게 벌리고 함성을 지르는 표정을 지어요."),
        Pose(id: "two-13", category: .two, title: "소품 바꿔 쓰기",
             howTo: "한 사람은 머리띠, 다른 사람은 선글라스를 쓰고 컷마다 서로 바꿔 쓰세요. 자리와 자세를 그대로 두어야 네 컷이 이어져 보여요."),
        Pose(id: "two-14", category: .two, title: "머리 위에 턱",
             howTo: "한 사람이 앞에서 무릎을 굽혀 앉고, 다른 사람은 뒤에 서서 앞사람 정수리에 턱을 살짝 올리세요. 둘 다 같은 방향으로 고개를 기울여요."),
        Pose(id: "two-15", category: .two, title: "서로 가리키기",
             howTo: "서로를 검지로 가리키며 '너!' 하는 표정을 지으세요. 마지막 컷에서는 둘 다 렌즈를 가리켜요."),
        Pose(id: "two-16", category: .two, title: "팔짱 끼기",
             howTo: "팔짱을 끼고 어깨를 맞대 서서 바깥쪽 손은 주머니에 넣으세요. 고개를 서로 쪽으로 살짝 기울이면 다정해 보여요."),
    ]

    // MARK: - 여럿이서 (many)

    private static let many: [Pose] = [
        Pose(id: "many-01", category: .many, title: "피라미드",
             howTo: "뒷줄은 서고 가운데 줄은 무릎을 굽히고 앞줄은 앉아서 얼굴이 삼각형으로 쌓이게 하세요. 얼굴끼리 겹치지 않게 사이를 조금씩 벌려요."),
        Pose(id: "many-02", category: .many, title: "다 같이 점프",
             howTo: "한 사람이 '하나, 둘, 셋'을 외치면 다 같이 뛰어오르세요. 부딪히지 않게 옆 사람과 주먹 하나만큼 간격을 두세요.",
             note: "천장이 낮은 부스에서는 다 같이 무릎을 굽혔다 펴는 것으로 대신하세요."),
        Pose(id: "many-03", category: .many, title: "얼굴 탑 쌓기",
             howTo: "한 사람은 앉고, 다음 사람은 그 뒤에서 무릎을 굽히고, 마지막 사람은 서서 얼굴을 세로로 한 줄로 쌓으세요. 모두 같은 쪽으로 고개를 기울이면 더 재미있어요."),
        Pose(id: "many-04", category: .many, title: "손 모아 하트",
             howTo: "모두 한 손씩 가운데로 뻗어 손끝을 모아 큰 하트 하나를 만드세요. 손은 렌즈 가까이 두고 얼굴은 그 뒤로 모여요."),
        Pose(id: "many-05", category: .many, title: "도미노",
             howTo: "한 줄로 서서 한쪽 끝 사람부터 옆 사람 쪽으로 차례로 몸을 기울이세요. 마지막 사람은 넘어지기 직전처럼 놀란 표정을 지어요."),
        Pose(id: "many-06", category: .many, title: "따라 하기",
             howTo: "한 사람이 포즈를 정하면 나머지가 똑같이 따라 하세요. 컷마다 포즈를 정하는 사람을 바꾸면 네 컷이 모두 달라져요."),
        Pose(id: "many-07", category: .many, title: "한 명만 딴짓",
             howTo: "모두 정면을 보고 브이를 할 때 한 사람만 하품하거나 딴 곳을 보세요. 컷마다 딴짓하는 사람을 바꿔요."),
        Pose(id: "many-08", category: .many, title: "뒤에서 빼꼼",
             howTo: "한 사람이 앞에 서고 나머지는 그 어깨 뒤로 얼굴만 빼꼼 내미세요. 얼굴 높이를 계단처럼 어긋나게 하면 모두 잘 보여요."),
        Pose(id: "many-09", category: .many, title: "단체 어깨동무",
             howTo: "모두 옆 사람 어깨에 팔을 두르고 한 줄로 바짝 붙으세요. 양 끝 사람은 바깥쪽 손으로 브이를 해요."),
        Pose(id: "many-10", category: .many, title: "꽃받침과 하트",
             howTo: "앞줄은 앉아서 꽃받침을 하고, 뒷줄은 서서 앞사람 머리 위에 손가락 하트를 올려 주세요."),
        Pose(id: "many-11", category: .many, title: "깜짝 놀라기",
             howTo: "모두 입을 크게 벌리고 두 손으로 볼을 감싸 깜짝 놀란 표정을 지으세요. 시선은 모두 같은 한쪽을 향하게 맞춰요."),
        Pose(id: "many-12", category: .many, title: "손가락 숫자 세기",
             howTo: "첫 컷부터 모두 손가락으로 하나, 둘, 셋, 넷을 들어 보이세요. 컷 순서와 손가락 수를 맞추면 네 컷이 한 세트가 돼요."),
        Pose(id: "many-13", category: .many, title: "오늘의 주인공",
             howTo: "생일이나 기념일의 주인공을 가운데에 두고, 나머지는 주인공 쪽으로 두 손바닥을 펼쳐 '짜잔' 하세요. 주인공은 꽃받침이나 볼 하트를 해요."),
        Pose(id: "many-14", category: .many, title: "몰래 토끼 귀",
             howTo: "옆 사람 머리 뒤로 몰래 브이를 세워 토끼 귀를 달아 주세요. 당한 사람은 모르는 척 렌즈를 보며 웃어요."),
        Pose(id: "many-15", category: .many, title: "차렷에서 웃음으로",
             howTo: "첫 컷은 모두 차렷 자세로 진지하게, 마지막 컷은 서로 기대며 웃음이 터지게 찍으세요. 사이 컷에서는 점점 흐트러지면 돼요."),
        Pose(id: "many-16", category: .many, title: "파도타기",
             howTo: "한 줄로 서서 왼쪽 사람부터 팔을 점점 높이 들어 물결 모양을 만드세요. 다음 컷에서는 반대 방향으로 물결을 보내요."),
    ]
}
