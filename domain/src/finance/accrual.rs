//! What a contract charges and what it is owed: the discount, the proration of a contract whose
//! student left, and the debt and status against the payments. Defined here once; the database
//! stores the charged amount this computes, so that every report sums the same numbers.

use chrono::{Datelike, NaiveDate};

use super::money::Money;

/// The study months of an academic year that a contract pays for: September to June.
pub const MONTHS_IN_YEAR: i64 = 10;
/// The month an academic year begins in.
pub const FIRST_MONTH: u32 = 9;

/// The amount after the discount: `amount − amount × percent / 100`, the discount rounded half
/// up to a tiyin.
pub fn discounted(amount: Money, discount_percent: i64) -> Money {
    amount.minus(amount.share(discount_percent.clamp(0, 100), 100))
}

/// The study months of the academic year that begins in September of `academic_year` accrued by a
/// contract that stopped on `ended_on`: the month it stopped in counts, months before September
/// none, and a stop after June changes nothing.
pub fn months_accrued(academic_year: i32, ended_on: Option<NaiveDate>) -> i64 {
    let Some(ended) = ended_on else { return MONTHS_IN_YEAR };
    let months = (i64::from(ended.year()) - i64::from(academic_year)) * 12 + i64::from(ended.month()) - i64::from(FIRST_MONTH) + 1;
    months.clamp(0, MONTHS_IN_YEAR)
}

/// What a contract charges for the year: the discounted amount, prorated by the months accrued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Charge {
    /// The amount after the discount, for the whole year.
    pub net: Money,
    /// Months of the year accrued (`MONTHS_IN_YEAR` unless the contract stopped).
    pub months: i64,
    /// `net × months / MONTHS_IN_YEAR`, rounded half up to a tiyin.
    pub charged: Money,
}

impl Charge {
    pub fn of(amount: Money, discount_percent: i64, academic_year: i32, ended_on: Option<NaiveDate>) -> Charge {
        let net = discounted(amount, discount_percent);
        let months = months_accrued(academic_year, ended_on);
        Charge { net, months, charged: net.share(months, MONTHS_IN_YEAR) }
    }

    /// Whether the contract was prorated (its student left before the year ended).
    pub fn prorated(&self) -> bool {
        self.months < MONTHS_IN_YEAR
    }
}

code_enum!(
    /// Where a contract stands against its payments.
    DebtStatus { Debtor = "DEBTOR", Settled = "SETTLED", Overpaid = "OVERPAID" }
);

/// The debt of a contract: charged − paid (negative when overpaid), and its status.
pub fn debt(charged: Money, paid: Money) -> (Money, DebtStatus) {
    let debt = charged.minus(paid);
    let status = match debt.tiyin() {
        d if d > 0 => DebtStatus::Debtor,
        0 => DebtStatus::Settled,
        _ => DebtStatus::Overpaid,
    };
    (debt, status)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn date(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(y, m, d)
    }

    #[test]
    fn a_student_who_leaves_pays_the_months_begun() {
        assert_eq!(months_accrued(2026, None), 10);
        assert_eq!(months_accrued(2026, date(2026, 9, 1)), 1);
        assert_eq!(months_accrued(2026, date(2026, 12, 31)), 4);
        assert_eq!(months_accrued(2026, date(2027, 1, 15)), 5);
        assert_eq!(months_accrued(2026, date(2027, 6, 30)), 10);
        assert_eq!(months_accrued(2026, date(2027, 8, 1)), 10);
        assert_eq!(months_accrued(2026, date(2026, 8, 31)), 0);
        let charge = Charge::of(Money::from_stored(12_500_000 * 100), 10, 2026, date(2026, 12, 10));
        assert_eq!(charge.net.tiyin(), 11_250_000 * 100);
        assert_eq!(charge.charged.tiyin(), 4_500_000 * 100);
        assert!(charge.prorated());
    }

    #[test]
    fn a_debt_is_charged_less_paid_with_its_status() {
        let m = Money::from_stored;
        assert_eq!(debt(m(100), m(40)), (m(60), DebtStatus::Debtor));
        assert_eq!(debt(m(100), m(100)), (m(0), DebtStatus::Settled));
        assert_eq!(debt(m(100), m(130)), (m(-30), DebtStatus::Overpaid));
    }

    proptest! {
        #[test]
        fn payments_and_debts_always_balance(
            amount in 0i64..Money::MAX,
            discount in 0i64..=100,
            payments in proptest::collection::vec(1i64..1_000_000_000_000, 0..30),
            day in 0i64..800,
        ) {
            let ended = NaiveDate::from_ymd_opt(2026, 6, 1).and_then(|d| d.checked_add_days(chrono::Days::new(day as u64)));
            let charge = Charge::of(Money::from_stored(amount), discount, 2026, ended);
            let paid = Money::sum(payments.iter().map(|p| Money::from_stored(*p)));
            let (owed, status) = debt(charge.charged, paid);
            prop_assert_eq!(owed.plus(paid), charge.charged);
            prop_assert_eq!(status == DebtStatus::Settled, paid == charge.charged);
            prop_assert_eq!(status == DebtStatus::Overpaid, paid > charge.charged);
        }

        #[test]
        fn proration_never_charges_more_and_grows_with_the_months(
            amount in 0i64..Money::MAX,
            discount in 0i64..=100,
            a in 0i64..500,
            b in 0i64..500,
        ) {
            let start = NaiveDate::from_ymd_opt(2026, 8, 15).unwrap();
            let (early, late) = (a.min(b), a.max(b));
            let at = |days: i64| Charge::of(Money::from_stored(amount), discount, 2026, start.checked_add_days(chrono::Days::new(days as u64)));
            let whole = Charge::of(Money::from_stored(amount), discount, 2026, None);
            prop_assert!(at(early).charged <= at(late).charged);
            prop_assert!(at(late).charged <= whole.charged);
            prop_assert!(whole.charged <= Money::from_stored(amount));
            prop_assert_eq!(whole.charged, whole.net);
            // Exact: months × net / 10 within half a tiyin.
            let c = at(early);
            prop_assert!((i128::from(c.charged.tiyin()) * 10 - i128::from(c.net.tiyin()) * i128::from(c.months)).abs() * 2 <= 10);
        }
    }
}
