import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct PoseCatalogTests {
    @Test(arguments: PoseCategory.allCases)
    func everyCategoryHasAtLeastTwelvePoses(_ category: PoseCategory) {
        #expect(PoseCatalog.poses(in: category).count >= 12)
    }

    @Test func catalogHasAtLeastThirtySixPoses() {
        #expect(PoseCatalog.all.count >= 36)
    }

    @Test func idsAreUniqueAndNamedAfterTheirCategory() throws {
        let ids = PoseCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let pattern = try Regex("^(alone|two|many)-[0-9]{2}$")
        for pose in PoseCatalog.all {
            #expect(pose.id.wholeMatch(of: pattern) != nil, "\(pose.id)")
            #expect(pose.id.hasPrefix("\(pose.category.rawValue)-"), "\(pose.id) is filed under \(pose.category)")
        }
    }

    @Test func titlesAndHowTosAreKoreanAndDistinct() {
        let hangul = { (text: String) in text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }
        for pose in PoseCatalog.all {
            #expect(hangul(pose.title), "\(pose.id) title '\(pose.title)'")
            #expect(hangul(pose.howTo), "\(pose.id) how-to")
            #expect(pose.howTo.count >= 20, "\(pose.id) how-to is too short to be useful")
            #expect(pose.title.trimmingCharacters(in: .whitespaces) == pose.title)
        }
        #expect(Set(PoseCatalog.all.map(\.title)).count == PoseCatalog.all.count)
        #expect(Set(PoseCatalog.all.map(\.howTo)).count == PoseCatalog.all.count)
    }

    @Test func howTosAreOneToThreeSentences() {
        for pose in PoseCatalog.all {
            let sentences = pose.howTo.split(whereSeparator: { ".!?".contains($0) }).filter {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
            }
            #expect((1...3).contains(sentences.count), "\(pose.id) has \(sentences.count) sentences")
        }
    }

    @Test func builtInPosesHaveNoImage() {
        #expect(PoseCatalog.all.allSatisfy { $0.imagePath == nil && $0.palette == nil })
    }

    @Test func findsPosesByID() throws {
        #expect(PoseCatalog.pose(withID: "two-04")?.title == "등 맞대기")
        #expect(PoseCatalog.pose(withID: "many-01")?.title == "피라미드")
        #expect(PoseCatalog.pose(withID: "alone-99") == nil)
        #expect(PoseCatalog.pose(withID: "ALONE-01") == nil)

        let mine = Pose(id: "user-1000", category: .two, title: "우리만의 포즈", howTo: "서로 손바닥을 맞대고 웃어요.")
        #expect(try PoseCatalog.pose(withID: "user-1000", userPoses: [mine]) == mine)
        #expect(try PoseCatalog.pose(withID: "alone-01", userPoses: [mine]).title == "볼 하트")
        #expect(throws: CatalogError.unknownPose(id: "user-1001")) {
            try PoseCatalog.pose(withID: "user-1001", userPoses: [mine])
        }
    }

    @Test func unknownPoseMessageNamesTheID() {
        let message = CatalogError.unknownPose(id: "two-99").description
        #expect(message == "unknown pose 'two-99'; built-in poses are alone-01…alone-16, two-01…two-16, many-01…many-16, or the ID of a pose you added with `poki pose add`")
    }

    @Test func categoriesHaveKoreanLabelsAndCommandLineNames() {
        #expect(PoseCategory.allCases.map(\.rawValue) == ["alone", "two", "many"])
        #expect(PoseCategory.allCases.map(\.label) == ["혼자", "둘이서", "여럿이서"])
        #expect(PoseCategory(rawValue: "many") == .many)
        #expect(PoseCategory(rawValue: "three") == nil)
    }

    @Test func userPoseRoundTripsThroughJSON() throws {
        let palette = Palette(
            version: 1,
            entries: [.init(colour: Colour(red: 0xE9, green: 0x4B, blue: 0x6A), share: 1)],
            clearDominant: true
        )
        let pose = Pose(id: "user-1000", category: .many, title: "단체 브이", howTo: "모두 브이를 해요.",
                        imagePath: "images/user-1000.png", note: "동아리 MT", palette: palette)
        let data = try JSONEncoder().encode(pose)
        #expect(try JSONDecoder().decode(Pose.self, from: data) == pose)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["category"] as? String == "many")
        #expect(object["howTo"] as? String == "모두 브이를 해요.")
    }

    @Test func builtInPoseOmitsAbsentFieldsInJSON() throws {
        let pose = try #require(PoseCatalog.pose(withID: "alone-01"))
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(pose)) as? [String: Any])
        #expect(Set(object.keys) == ["id", "category", "title", "howTo"])
    }
}
