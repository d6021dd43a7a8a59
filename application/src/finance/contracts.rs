use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::finance::prices::base_on;
use domain::finance::{Contract, ContractDraft, ContractForm, ContractTerms, FinanceInvalid, FinanceRule, Money};
use domain::ids::InstitutionId;
use domain::paging::Page;
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use crate::access::{require, require_in_scope};
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, ContractQuery, FinanceQueries, Lock, RequestMeta, Transaction, UnitOfWork};
use crate::AppError;

pub struct ListContracts<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl ListContracts<'_> {
    /// The contracts of the actor's institution, or of every one for the ministry.
    pub fn execute(&self, actor: &Actor, query: ContractQuery) -> Result<Page<Contract>, AppError> {
        require(actor, Permission::ContractView)?;
        self.finance.contracts(&ContractQuery { scope: actor.scope(), ..query })
    }
}

pub struct GetContract<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl GetContract<'_> {
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<Contract, AppError> {
        require(actor, Permission::ContractView)?;
        let contract = self.finance.contract(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, [contract.institution_id].iter())?;
        Ok(contract)
    }
}

fn contract_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: i64) -> Result<Contract, AppError> {
    let contract = tx.finance().contract(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [contract.institution_id].iter())?;
    Ok(contract)
}

/// The contract's terms: its student (a living one the actor may reach) and its amount, the one
/// given or the price of the student's direction and form for the year and kind (a coefficient
/// of the base amount in force on the contract's date).
fn terms(tx: &mut dyn Transaction, actor: &Actor, draft: &ContractDraft) -> Result<(InstitutionId, ContractTerms), AppError> {
    let unknown = || AppError::Validation(ValidationErrors::single("student_id", Invalid::UnknownValue));
    let student = tx.finance().contract_student(draft.student_id)?.ok_or_else(unknown)?;
    if !actor.scope().includes(student.institution_id) {
        return Err(unknown());
    }
    let amount = match draft.amount {
        Some(amount) => amount,
        None => {
            let price = tx
                .finance()
                .price_for(student.institution_id, draft.academic_year, student.edu_direction_id, student.edu_form, draft.contract_kind)?
                .ok_or_else(|| AppError::rule(FinanceRule::NoPrice))?;
            let bases = tx.finance().all_base_amounts()?;
            price.amount(base_on(&bases, draft.date)).ok_or_else(|| AppError::rule(FinanceRule::NoBaseAmount))?
        }
    };
    Ok((student.institution_id, ContractTerms::new(draft, amount)))
}

pub struct CreateContract<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateContract<'_> {
    /// The contract takes the next number of its institution's year.
    pub fn execute(&self, actor: &Actor, form: ContractForm, request: &RequestMeta) -> Result<Contract, AppError> {
        require(actor, Permission::ContractAdd)?;
        let draft = ContractDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let (institution, terms) = terms(tx, actor, &draft)?;
            let contract = tx.finance().insert_contract(institution, &terms)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Create, request), None, Some(&contract))?;
            Ok(contract)
        })
    }
}

pub struct UpdateContract<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateContract<'_> {
    /// The student and the year stay (the number belongs to them); the rest is replaced. An
    /// `ENDED` state with its day prorates what the contract charges.
    pub fn execute(
        &self,
        actor: &Actor,
        id: i64,
        form: ContractForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Contract, AppError> {
        require(actor, Permission::ContractEdit)?;
        in_transaction(self.unit, |tx| {
            let before = contract_in_scope(tx, actor, id)?;
            let draft = ContractDraft::parse(&form)?;
            let mut errors = ValidationErrors::new();
            if draft.student_id != before.terms.student_id {
                errors.add("student_id", Invalid::Finance(FinanceInvalid::FixedAfterCreation));
            }
            if draft.academic_year != before.terms.academic_year {
                errors.add("academic_year", Invalid::Finance(FinanceInvalid::FixedAfterCreation));
            }
            errors.into_result()?;
            check_version(before.version, Some(version))?;
            let (_, terms) = terms(tx, actor, &draft)?;
            let after = tx.finance().save_contract(id, &terms, version)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

pub struct DeleteContract<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteContract<'_> {
    /// A contract with payments stays (end it instead).
    pub fn execute(&self, actor: &Actor, id: i64, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::ContractDelete)?;
        in_transaction(self.unit, |tx| {
            let before = contract_in_scope(tx, actor, id)?;
            if before.paid != Money::ZERO {
                return Err(AppError::conflict(FinanceRule::HasPayments));
            }
            tx.finance().delete_contract(id)?;
            record_change::<Contract>(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&before), None)
        })
    }
}
