/// What the page sends to try a value (`/set`) or write it into the spec (`/save`, without a value).
struct ChangeRequest: Decodable {
    /// A value a control sets.
    enum Value: Decodable {
        case flag(Bool)
        case number(Double)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }

    let figure: String
    let key: String
    let value: Value?
}
