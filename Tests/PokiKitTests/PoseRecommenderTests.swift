import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct PoseRecommenderTests {
    /// Ten poses `p0` … `p9`, all in category `two`.
    private static let tenPoses = (0..<10).map {
        Pose(id: "p\($0)", category: .two, title: "포즈 \($0)", howTo: "설명 \($0).")
    }

    @Test func splitMix64MatchesTheReferenceSequence() {
        // Published SplitMix64 output for seed 1234567.
        var generator = SplitMix64(seed: 1_234_567)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(outputs == [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ])
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func seededPicksAreFixedForEveryMachine() throws {
        // Computed independently (Python, same SplitMix64, Lemire draws, partial Fisher–Yates).
        let recommender = PoseRecommender(poses: Self.tenPoses)
        #expect(try recommender.recommend(count: 4, seed: 42).map(\.id) == ["p7", "p2", "p4", "p5"])
        #expect(try recommender.recommend(count: 10, seed: 2026).map(\.id)
            == ["p8", "p5", "p7", "p1", "p0", "p4", "p9", "p6", "p3", "p2"])
    }

    @Test func sameSeedGivesSameList() throws {
        let recommender = PoseRecommender()
        for seed: UInt64 in [0, 1, 7, 12_345, .max] {
            let first = try recommender.recommend(count: 5, seed: seed)
            let again = try recommender.recommend(count: 5, seed: seed)
            #expect(first == again)
            #expect(try PoseRecommender().recommend(count: 5, category: .two, seed: seed)
                == recommender.recommend(count: 5, category: .two, seed: seed))
        }
    }

    @Test func differentSeedsGiveDifferentLists() throws {
        let recommender = PoseRecommender()
        let lists = try (0..<100 as Range<UInt64>).map { try recommender.recommend(count: 3, seed: $0).map(\.id) }
        #expect(Set(lists).count >= 95)
    }

    @Test func unseededRunsCoverMostOfTheCatalog() throws {
        let recommender = PoseRecommender()
        var seen = Set<String>()
        for _ in 0..<300 {
            seen.formUnion(try recommender.recommend().map(\.id))
        }
        #expect(seen.count >= PoseCatalog.all.count * 3 / 4)
    }

    @Test func unseededPicksOfOneCategoryAreSpreadEvenly() throws {
        let recommender = PoseRecommender()
        let poses = PoseCatalog.poses(in: .many)
        var tally: [String: Int] = [:]
        let draws = poses.count * 200
        for _ in 0..<draws {
            let pick = try #require(try recommender.recommend(category: .many).first)
            tally[pick.id, default: 0] += 1
        }
        #expect(tally.count == poses.count)
        // 200 expected per pose; 120 is more than five standard deviations below.
        #expect(tally.values.allSatisfy { $0 > 120 })
    }

    @Test func noPoseIsRepeated() throws {
        let recommender = PoseRecommender()
        for seed: UInt64 in 0..<50 {
            let ids = try recommender.recommend(count: 20, seed: seed).map(\.id)
            #expect(ids.count == 20)
            #expect(Set(ids).count == ids.count)
        }
    }

    @Test func countIsCappedAtWhatIsAvailable() throws {
        let recommender = PoseRecommender()
        let aloneCount = PoseCatalog.poses(in: .alone).count
        let all = try recommender.recommend(count: 1_000, category: .alone, seed: 3)
        #expect(all.count == aloneCount)
        #expect(Set(all.map(\.id)) == Set(PoseCatalog.poses(in: .alone).map(\.id)))
        #expect(try recommender.recommend(count: .max).count == PoseCatalog.all.count)
        #expect(try PoseRecommender(poses: []).recommend(count: 3).isEmpty)
    }

    @Test(arguments: [0, -1, Int.min])
    func countBelowOneIsRefused(_ count: Int) {
        #expect(throws: CatalogError.invalidPoseCount(count)) {
            try PoseRecommender().recommend(count: count)
        }
    }

    @Test(arguments: PoseCategory.allCases)
    func categoryFilterKeepsOnlyThatCategory(_ category: PoseCategory) throws {
        let recommender = PoseRecommender()
        for seed: UInt64 in 0..<20 {
            let picks = try recommender.recommend(count: 6, category: category, seed: seed)
            #expect(picks.count == 6)
            #expect(picks.allSatisfy { $0.category == category })
        }
    }

    @Test func userPosesAreRecommended() throws {
        let mine = Pose(id: "user-1000", category: .two, title: "우리만의 손 인사", howTo: "손바닥을 맞대고 웃어요.")
        let recommender = PoseRecommender(userPoses: [mine])
        #expect(recommender.poses.count == PoseCatalog.all.count + 1)
        let everyTwo = try recommender.recommend(count: 100, category: .two, seed: 9)
        #expect(everyTwo.contains(mine))
        #expect(try recommender.recommend(count: 100, category: .alone, seed: 9).contains(mine) == false)
        let seeds = try (0..<200 as Range<UInt64>).filter {
            try recommender.recommend(count: 1, category: .two, seed: $0) == [mine]
        }
        #expect(!seeds.isEmpty, "a user pose must come up on its own among 17 poses")
    }

    @Test func duplicateIDsAreDrawnOnce() throws {
        let impostor = Pose(id: "two-01", category: .two, title: "가짜", howTo: "가짜예요.")
        let recommender = PoseRecommender(userPoses: [impostor])
        #expect(recommender.poses.count == PoseCatalog.all.count)
        #expect(recommender.poses.first { $0.id == "two-01" }?.title == "반쪽 하트")
    }
}
