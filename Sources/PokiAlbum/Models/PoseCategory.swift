/// Who is in the booth: the three groups the pose catalog is organised by.
///
/// The raw value is the English word typed on the command line (`poki pose --category two`);
/// ``label`` is the Korean name shown to people, which the command line takes too, with its
/// shorter forms (``koreanNames``).
public enum PoseCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// One person (혼자).
    case alone
    /// Two people (둘이서).
    case two
    /// Three or more people (여럿이서).
    case many

    /// The Korean name of the category, as the original app showed it.
    public var label: String {
        switch self {
        case .alone: return "혼자"
        case .two: return "둘이서"
        case .many: return "여럿이서"
        }
    }

    /// The Korean words for the category: ``label`` first, then the forms people also say
    /// (`둘이`, `여럿이`).
    public var koreanNames: [String] {
        switch self {
        case .alone: return ["혼자"]
        case .two: return ["둘이서", "둘이"]
        case .many: return ["여럿이서", "여럿이"]
        }
    }
}
