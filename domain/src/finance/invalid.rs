//! Why a value of a finance form was refused, and the rules of finance a request can break.

use crate::language::{Language, Localized};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FinanceInvalid {
    /// Not a number with at most two decimals.
    CoefficientFormat,
    /// A price is a coefficient of the base amount or a fixed amount: exactly one of them.
    CoefficientOrAmount,
    /// A stop date belongs to an ended contract only.
    EndedOnlyWhenEnded,
    /// A contract's student and year stay as created.
    FixedAfterCreation,
}

impl Localized for FinanceInvalid {
    fn code(&self) -> &'static str {
        match self {
            FinanceInvalid::CoefficientFormat => "coefficient_format",
            FinanceInvalid::CoefficientOrAmount => "coefficient_or_amount",
            FinanceInvalid::EndedOnlyWhenEnded => "ended_only_when_ended",
            FinanceInvalid::FixedAfterCreation => "fixed_after_creation",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (FinanceInvalid::CoefficientFormat, Uz | UzCyrl) => {
                "Koeffitsiyent ko‘pi bilan ikki kasr xonali musbat son bo‘lishi kerak (masalan, 1.5)"
            }
            (FinanceInvalid::CoefficientFormat, Ru) => {
                "Коэффициент — положительное число не более чем с двумя знаками после точки (например, 1.5)"
            }
            (FinanceInvalid::CoefficientFormat, En) => "A coefficient is a positive number with at most two decimals (for example 1.5)",
            (FinanceInvalid::CoefficientOrAmount, Uz | UzCyrl) => {
                "Bazaviy miqdor koeffitsiyentini yoki qat’iy summani kiriting (ikkalasini emas)"
            }
            (FinanceInvalid::CoefficientOrAmount, Ru) => "Укажите коэффициент базовой величины или фиксированную сумму (не то и другое)",
            (FinanceInvalid::CoefficientOrAmount, En) => "Give a coefficient of the base amount or a fixed amount (not both)",
            (FinanceInvalid::EndedOnlyWhenEnded, Uz | UzCyrl) => "To‘xtatilgan sana faqat to‘xtatilgan shartnomada bo‘ladi",
            (FinanceInvalid::EndedOnlyWhenEnded, Ru) => "Дата прекращения указывается только у прекращённого договора",
            (FinanceInvalid::EndedOnlyWhenEnded, En) => "A stop date belongs to an ended contract only",
            (FinanceInvalid::FixedAfterCreation, Uz | UzCyrl) => "Shartnoma tuzilgandan keyin talaba va o‘quv yili o‘zgarmaydi",
            (FinanceInvalid::FixedAfterCreation, Ru) => "Студент и учебный год договора после его создания не меняются",
            (FinanceInvalid::FixedAfterCreation, En) => "A contract's student and year stay as created",
        }
        .to_string()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FinanceRule {
    /// Another base amount takes effect on that day.
    BaseAmountDateTaken,
    /// The institution has a price for that year, direction, form and kind already.
    PriceTaken,
    /// The student has a contract for that academic year already.
    ContractTaken,
    /// No price for the student's direction and form, the year and the kind (and no amount given).
    NoPrice,
    /// The price is a coefficient and no base amount is in force on the contract's date.
    NoBaseAmount,
    /// A contract with payments stays.
    HasPayments,
    /// A payment beyond what is owed, not marked as a prepayment.
    BeyondDebt { debt: super::Money },
    /// A payment of a contract of another institution, or of no contract.
    UnknownContract,
}

impl Localized for FinanceRule {
    fn code(&self) -> &'static str {
        match self {
            FinanceRule::BaseAmountDateTaken => "base_amount_date_taken",
            FinanceRule::PriceTaken => "price_taken",
            FinanceRule::ContractTaken => "contract_taken",
            FinanceRule::NoPrice => "no_price",
            FinanceRule::NoBaseAmount => "no_base_amount",
            FinanceRule::HasPayments => "contract_has_payments",
            FinanceRule::BeyondDebt { .. } => "payment_beyond_debt",
            FinanceRule::UnknownContract => "unknown_contract",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (FinanceRule::BaseAmountDateTaken, Uz | UzCyrl) => "Shu sanadan kuchga kiradigan bazaviy miqdor allaqachon bor",
            (FinanceRule::BaseAmountDateTaken, Ru) => "Базовая величина с этой даты уже есть",
            (FinanceRule::BaseAmountDateTaken, En) => "A base amount takes effect on that day already",
            (FinanceRule::PriceTaken, Uz | UzCyrl) => {
                "Shu o‘quv yili, yo‘nalish, ta’lim shakli va shartnoma turi uchun narx allaqachon bor"
            }
            (FinanceRule::PriceTaken, Ru) => "Цена на этот учебный год, направление, форму и вид договора уже есть",
            (FinanceRule::PriceTaken, En) => "There is a price for that year, direction, form and contract kind already",
            (FinanceRule::ContractTaken, Uz | UzCyrl) => "Talabaning shu o‘quv yili uchun shartnomasi allaqachon bor",
            (FinanceRule::ContractTaken, Ru) => "У студента уже есть договор на этот учебный год",
            (FinanceRule::ContractTaken, En) => "The student has a contract for that academic year already",
            (FinanceRule::NoPrice, Uz | UzCyrl) => {
                "Talabaning yo‘nalishi, ta’lim shakli, o‘quv yili va shartnoma turi uchun narx belgilanmagan; summani kiriting"
            }
            (FinanceRule::NoPrice, Ru) => {
                "Цена для направления, формы обучения, учебного года и вида договора студента не задана; укажите сумму"
            }
            (FinanceRule::NoPrice, En) => "No price is set for the student's direction, form, the year and the kind; give the amount",
            (FinanceRule::NoBaseAmount, Uz | UzCyrl) => "Shartnoma sanasida amalda bo‘lgan bazaviy miqdor yo‘q",
            (FinanceRule::NoBaseAmount, Ru) => "На дату договора нет действующей базовой величины",
            (FinanceRule::NoBaseAmount, En) => "No base amount is in force on the contract's date",
            (FinanceRule::HasPayments, Uz | UzCyrl) => "To‘lovlari bor shartnomani o‘chirib bo‘lmaydi",
            (FinanceRule::HasPayments, Ru) => "Договор с платежами удалить нельзя",
            (FinanceRule::HasPayments, En) => "A contract with payments cannot be deleted",
            (FinanceRule::BeyondDebt { debt }, Uz | UzCyrl) => {
                return format!("To‘lov qarzdan ({}) oshmasligi kerak; ortig‘i faqat oldindan to‘lov sifatida", debt.display(language))
            }
            (FinanceRule::BeyondDebt { debt }, Ru) => {
                return format!("Платёж не может превышать долг ({}); сверх него — только как предоплата", debt.display(language))
            }
            (FinanceRule::BeyondDebt { debt }, En) => {
                return format!("A payment may not exceed the debt ({}) unless it is a prepayment", debt.display(language))
            }
            (FinanceRule::UnknownContract, Uz | UzCyrl) => "Bunday shartnoma topilmadi",
            (FinanceRule::UnknownContract, Ru) => "Такой договор не найден",
            (FinanceRule::UnknownContract, En) => "No such contract",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_speaks_three_different_languages() {
        let invalid = [
            FinanceInvalid::CoefficientFormat,
            FinanceInvalid::CoefficientOrAmount,
            FinanceInvalid::EndedOnlyWhenEnded,
            FinanceInvalid::FixedAfterCreation,
        ];
        let rules = [
            FinanceRule::BaseAmountDateTaken,
            FinanceRule::PriceTaken,
            FinanceRule::ContractTaken,
            FinanceRule::NoPrice,
            FinanceRule::NoBaseAmount,
            FinanceRule::HasPayments,
            FinanceRule::BeyondDebt { debt: crate::finance::Money::from_stored(100) },
            FinanceRule::UnknownContract,
        ];
        let texts = |l: &dyn Fn(Language) -> String| Language::ALL.iter().map(|x| l(*x)).collect::<Vec<_>>();
        for i in invalid {
            let t = texts(&|l| i.message(l));
            assert!(t[0] != t[1] && t[1] != t[2]);
        }
        for r in rules {
            let t = texts(&|l| r.message(l));
            assert!(t[0] != t[1] && t[1] != t[2]);
        }
    }
}
