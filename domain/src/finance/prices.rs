//! The base amount (ministry level, with its effective date) and an institution's prices per
//! academic year, direction, form and contract kind: a coefficient of the base or a fixed amount.

use chrono::NaiveDate;

use crate::audit::{Audited, EntityType, Snapshot};
use crate::curriculum::EduForm;
use crate::ids::{DirectionId, InstitutionId};
use crate::multilingual::MultilingualName;
use crate::validation::{parse_date, Invalid, ValidationErrors};
use crate::version::Version;

use super::invalid::FinanceInvalid;
use super::money::Money;
use super::{parse_academic_year, ContractKind};

/// A coefficient of the base amount, exact to a hundredth ("1.5" is 150 hundredths).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Coefficient(i64);

impl Coefficient {
    pub const MAX_HUNDREDTHS: i64 = 100_000;

    /// "2", "1.5", "2.25" (a comma works as the point); positive, at most two decimals.
    pub fn parse(text: &str) -> Result<Coefficient, Invalid> {
        let text = text.trim().replace(',', ".");
        if text.is_empty() {
            return Err(Invalid::Required);
        }
        let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
        let digits = |s: &str| !s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || (!fraction.is_empty() && (fraction.len() > 2 || !digits(fraction))) {
            return Err(Invalid::Finance(FinanceInvalid::CoefficientFormat));
        }
        let whole: i64 = whole.parse().map_err(|_| Invalid::Finance(FinanceInvalid::CoefficientFormat))?;
        let fraction: i64 = format!("{fraction:0<2}").parse().map_err(|_| Invalid::Finance(FinanceInvalid::CoefficientFormat))?;
        let hundredths = whole * 100 + fraction;
        if !(1..=Self::MAX_HUNDREDTHS).contains(&hundredths) {
            return Err(Invalid::OutOfRange { min: 0, max: Self::MAX_HUNDREDTHS / 100 });
        }
        Ok(Coefficient(hundredths))
    }

    pub fn from_stored(hundredths: i64) -> Coefficient {
        Coefficient(hundredths)
    }

    pub fn hundredths(self) -> i64 {
        self.0
    }

    /// "1.5", "2", "2.25".
    pub fn text(self) -> String {
        match self.0 % 100 {
            0 => (self.0 / 100).to_string(),
            f if f % 10 == 0 => format!("{}.{}", self.0 / 100, f / 10),
            f => format!("{}.{f:02}", self.0 / 100),
        }
    }

    /// `base × coefficient`, rounded half up to a tiyin.
    pub fn of(self, base: Money) -> Money {
        base.share(self.0, 100)
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BaseAmountForm {
    pub amount: i64,
    pub effective_from: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BaseAmountDraft {
    pub amount: Money,
    pub effective_from: NaiveDate,
}

impl BaseAmountDraft {
    pub fn parse(form: &BaseAmountForm) -> Result<BaseAmountDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let amount = errors.check("amount", Money::parse_positive(form.amount));
        let effective_from = errors.check("effective_from", parse_date(&form.effective_from));
        errors.into_result()?;
        match (amount, effective_from) {
            (Some(amount), Some(effective_from)) => Ok(BaseAmountDraft { amount, effective_from }),
            _ => Err(ValidationErrors::single("amount", Invalid::Required)),
        }
    }
}

/// The base amount the prices multiply, in force from its date until the next one's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BaseAmount {
    pub id: i64,
    pub amount: Money,
    pub effective_from: NaiveDate,
    pub version: Version,
}

impl Audited for BaseAmount {
    const ENTITY: EntityType = EntityType::FinanceBaseAmount;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn owner(&self) -> Option<InstitutionId> {
        None
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot::from([("amount", self.amount.tiyin().into()), ("effective_from", self.effective_from.into())])
    }
}

/// The base amount in force on `date`: the latest whose date is not after it.
pub fn base_on(amounts: &[BaseAmount], date: NaiveDate) -> Option<&BaseAmount> {
    amounts.iter().filter(|a| a.effective_from <= date).max_by_key(|a| a.effective_from)
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PriceForm {
    pub academic_year: i64,
    pub edu_direction_id: i64,
    pub edu_form: String,
    pub contract_kind: String,
    /// A coefficient of the base amount ("1.5"), or empty with `amount`.
    pub coefficient: String,
    /// A fixed amount in tiyin, or none with `coefficient`.
    pub amount: Option<i64>,
}

/// How a price is set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceRule {
    Coefficient(Coefficient),
    Fixed(Money),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PriceDraft {
    pub academic_year: i32,
    pub edu_direction_id: DirectionId,
    pub edu_form: EduForm,
    pub contract_kind: ContractKind,
    pub rule: PriceRule,
}

impl PriceDraft {
    pub fn parse(form: &PriceForm) -> Result<PriceDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let academic_year = errors.check("academic_year", parse_academic_year(form.academic_year));
        let edu_direction_id = errors.check("edu_direction_id", DirectionId::new(form.edu_direction_id));
        let edu_form = errors.check("edu_form", EduForm::parse(&form.edu_form));
        let contract_kind = errors.check("contract_kind", ContractKind::parse(&form.contract_kind));
        let rule = match (form.coefficient.trim().is_empty(), form.amount) {
            (true, Some(amount)) => errors.check("amount", Money::parse_positive(amount)).map(PriceRule::Fixed),
            (false, None) => errors.check("coefficient", Coefficient::parse(&form.coefficient)).map(PriceRule::Coefficient),
            (true, None) => {
                errors.add("coefficient", Invalid::Finance(FinanceInvalid::CoefficientOrAmount));
                None
            }
            (false, Some(_)) => {
                errors.add("amount", Invalid::Finance(FinanceInvalid::CoefficientOrAmount));
                None
            }
        };
        errors.into_result()?;
        match (academic_year, edu_direction_id, edu_form, contract_kind, rule) {
            (Some(academic_year), Some(edu_direction_id), Some(edu_form), Some(contract_kind), Some(rule)) => {
                Ok(PriceDraft { academic_year, edu_direction_id, edu_form, contract_kind, rule })
            }
            _ => Err(ValidationErrors::single("academic_year", Invalid::Required)),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Price {
    pub id: i64,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub edu_direction_name: MultilingualName,
    pub draft: PriceDraft,
    pub version: Version,
}

impl Price {
    /// The year's amount: the fixed one, or the coefficient of the base amount in force on `date`.
    pub fn amount(&self, base: Option<&BaseAmount>) -> Option<Money> {
        match self.draft.rule {
            PriceRule::Fixed(amount) => Some(amount),
            PriceRule::Coefficient(c) => base.map(|b| c.of(b.amount)),
        }
    }
}

impl Audited for Price {
    const ENTITY: EntityType = EntityType::FinancePrice;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.draft;
        let (coefficient, amount) = match d.rule {
            PriceRule::Coefficient(c) => (Some(c.text()), None),
            PriceRule::Fixed(m) => (None, Some(m.tiyin())),
        };
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("academic_year", d.academic_year.into()),
            ("edu_direction_id", d.edu_direction_id.get().into()),
            ("edu_form", d.edu_form.code().into()),
            ("contract_kind", d.contract_kind.code().into()),
            ("coefficient", coefficient.into()),
            ("amount", amount.into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_coefficient_is_exact_to_a_hundredth() {
        assert_eq!(Coefficient::parse("1.5").map(Coefficient::hundredths), Ok(150));
        assert_eq!(Coefficient::parse("2,25").map(Coefficient::hundredths), Ok(225));
        assert_eq!(Coefficient::parse("3").map(Coefficient::hundredths), Ok(300));
        assert!(Coefficient::parse("1.555").is_err());
        assert!(Coefficient::parse("-1").is_err());
        assert!(Coefficient::parse("0").is_err());
        assert!(Coefficient::parse("abc").is_err());
        assert_eq!(Coefficient::parse("").unwrap_err(), Invalid::Required);
        assert_eq!(Coefficient::from_stored(150).of(Money::from_stored(1_000_000 * 100)).tiyin(), 1_500_000 * 100);
    }

    #[test]
    fn a_price_is_a_coefficient_or_an_amount_never_both() {
        let form = PriceForm {
            academic_year: 2026,
            edu_direction_id: 3,
            edu_form: "FULL_TIME".into(),
            contract_kind: "STANDARD".into(),
            coefficient: "12.5".into(),
            amount: None,
        };
        assert!(PriceDraft::parse(&form).is_ok());
        let both = PriceForm { amount: Some(100), ..form.clone() };
        assert_eq!(PriceDraft::parse(&both).unwrap_err().fields()[0].0, "amount");
        let neither = PriceForm { coefficient: String::new(), ..form.clone() };
        assert_eq!(PriceDraft::parse(&neither).unwrap_err().fields()[0].0, "coefficient");
    }

    #[test]
    fn the_base_in_force_is_the_latest_not_after_the_date() {
        let amount = |id, y, m| BaseAmount {
            id,
            amount: Money::from_stored(id * 100),
            effective_from: NaiveDate::from_ymd_opt(y, m, 1).unwrap(),
            version: Version::new(1),
        };
        let all = [amount(1, 2025, 1), amount(2, 2026, 8), amount(3, 2027, 1)];
        let on = |y, m, d| base_on(&all, NaiveDate::from_ymd_opt(y, m, d).unwrap()).map(|a| a.id);
        assert_eq!(on(2024, 1, 1), None);
        assert_eq!(on(2026, 7, 31), Some(1));
        assert_eq!(on(2026, 8, 1), Some(2));
        assert_eq!(on(2030, 1, 1), Some(3));
    }

    proptest! {
        #[test]
        fn a_coefficient_reads_back_as_written(hundredths in 1i64..=Coefficient::MAX_HUNDREDTHS) {
            let c = Coefficient::from_stored(hundredths);
            prop_assert_eq!(Coefficient::parse(&c.text()), Ok(c));
        }
    }
}
