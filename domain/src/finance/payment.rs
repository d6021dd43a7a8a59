//! A payment of a contract, typed by hand: a positive amount, never beyond what is owed unless it
//! is marked as a prepayment.

use chrono::NaiveDate;

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::InstitutionId;
use crate::validation::{optional_text, parse_date, Invalid, ValidationErrors};
use crate::version::Version;

use super::invalid::FinanceRule;
use super::money::Money;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PaymentForm {
    pub contract_id: i64,
    pub date: String,
    /// Tiyin.
    pub amount: i64,
    pub document_number: String,
    pub prepayment: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentDraft {
    pub contract_id: i64,
    pub date: NaiveDate,
    pub amount: Money,
    pub document_number: String,
    pub prepayment: bool,
}

impl PaymentDraft {
    pub const MAX_DOCUMENT: usize = 64;

    pub fn parse(form: &PaymentForm) -> Result<PaymentDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        if form.contract_id <= 0 {
            errors.add("contract_id", Invalid::NotPositiveId);
        }
        let date = errors.check("date", parse_date(&form.date));
        let amount = errors.check("amount", Money::parse_positive(form.amount));
        let document_number = errors.check("document_number", optional_text(&form.document_number, Self::MAX_DOCUMENT));
        errors.into_result()?;
        match (date, amount, document_number) {
            (Some(date), Some(amount), Some(document_number)) => {
                Ok(PaymentDraft { contract_id: form.contract_id, date, amount, document_number, prepayment: form.prepayment })
            }
            _ => Err(ValidationErrors::single("amount", Invalid::Required)),
        }
    }
}

/// A payment may take what is owed (`debt`: charged − the other payments); beyond it only as a
/// prepayment.
pub fn check_payment(debt: Money, amount: Money, prepayment: bool) -> Result<(), FinanceRule> {
    if prepayment || amount <= debt {
        Ok(())
    } else {
        Err(FinanceRule::BeyondDebt { debt: debt.max(Money::ZERO) })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub id: i64,
    pub institution_id: InstitutionId,
    pub contract_id: i64,
    /// "2026-0017".
    pub contract_number: String,
    pub student_name: String,
    pub edu_group_name: String,
    pub date: NaiveDate,
    pub amount: Money,
    pub document_number: String,
    pub prepayment: bool,
    pub version: Version,
}

impl Audited for Payment {
    const ENTITY: EntityType = EntityType::FinancePayment;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot::from([
            ("contract_id", self.contract_id.into()),
            ("date", self.date.into()),
            ("amount", self.amount.tiyin().into()),
            ("document_number", self.document_number.as_str().into()),
            ("prepayment", self.prepayment.into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::finance::accrual::{debt, DebtStatus};
    use proptest::prelude::*;

    #[test]
    fn a_payment_is_positive_and_never_beyond_the_debt_unless_a_prepayment() {
        let form = PaymentForm { contract_id: 3, date: "2026-10-01".into(), amount: 0, document_number: "PP-17".into(), prepayment: false };
        assert_eq!(PaymentDraft::parse(&form).unwrap_err().fields()[0].0, "amount");
        assert!(PaymentDraft::parse(&PaymentForm { amount: -5, ..form.clone() }).is_err());
        assert!(PaymentDraft::parse(&PaymentForm { amount: 5, ..form }).is_ok());
        let m = Money::from_stored;
        assert_eq!(check_payment(m(100), m(100), false), Ok(()));
        assert!(matches!(check_payment(m(100), m(101), false), Err(FinanceRule::BeyondDebt { .. })));
        assert_eq!(check_payment(m(100), m(101), true), Ok(()));
        assert!(check_payment(m(-5), m(1), false).is_err(), "nothing is owed on an overpaid contract");
    }

    proptest! {
        #[test]
        fn payments_taken_by_the_rule_never_overpay_and_always_balance(
            charged in 0i64..1_000_000_000_000,
            attempts in proptest::collection::vec((1i64..500_000_000_000, any::<bool>()), 0..40),
        ) {
            let charged = Money::from_stored(charged);
            let mut paid = Money::ZERO;
            let mut prepaid = false;
            for (amount, prepayment) in attempts {
                let amount = Money::from_stored(amount);
                let (owed, _) = debt(charged, paid);
                if check_payment(owed, amount, prepayment).is_ok() {
                    paid = paid.plus(amount);
                    prepaid |= prepayment;
                }
                let (owed, status) = debt(charged, paid);
                prop_assert_eq!(owed.plus(paid), charged);
                prop_assert!(prepaid || status != DebtStatus::Overpaid, "only a prepayment overpays");
            }
        }
    }
}
