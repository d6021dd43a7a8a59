//! Finance of an institution: the base amount and prices, students' contracts, what they charge
//! (with the proration of a student who left) and the debt against the payments. Money is exact
//! (integer tiyin).

pub mod accrual;
pub mod contract;
pub mod invalid;
pub mod money;
pub mod payment;
pub mod prices;
pub mod roles;
pub mod scholarship;
pub mod statement;

pub use accrual::{Charge, DebtStatus};
pub use contract::{Contract, ContractDraft, ContractForm, ContractState, ContractTerms};
pub use invalid::{FinanceInvalid, FinanceRule};
pub use money::Money;
pub use payment::{check_payment, Payment, PaymentDraft, PaymentForm};
pub use prices::{BaseAmount, BaseAmountDraft, BaseAmountForm, Coefficient, Price, PriceDraft, PriceForm, PriceRule};

use crate::validation::Invalid;

code_enum!(
    /// The kind of a contract: the standard one, or one with a raised coefficient.
    ContractKind { Standard = "STANDARD", Raised = "RAISED", Super = "SUPER", Foreign = "FOREIGN" }
);

impl ContractKind {
    /// The kind as a printed contract names it.
    pub fn label(self, language: crate::language::Language) -> &'static str {
        let text = match self {
            ContractKind::Standard => crate::language::Text::new("To‘lov-kontrakt", "Платно-контрактный", "Standard"),
            ContractKind::Raised => crate::language::Text::new("Oshirilgan to‘lov-kontrakt", "Повышенный контракт", "Raised"),
            ContractKind::Super => crate::language::Text::new("Super-kontrakt", "Супер-контракт", "Super contract"),
            ContractKind::Foreign => crate::language::Text::new("Xorijiy fuqaro", "Иностранный гражданин", "Foreign citizen"),
        };
        text.get(language)
    }
}

/// An academic year by the calendar year it begins in (2026 is 2026/2027).
pub fn parse_academic_year(year: i64) -> Result<i32, Invalid> {
    if (2000..=2100).contains(&year) {
        Ok(year as i32)
    } else {
        Err(Invalid::OutOfRange { min: 2000, max: 2100 })
    }
}
