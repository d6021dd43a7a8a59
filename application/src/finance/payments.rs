use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::finance::{check_payment, Contract, FinanceInvalid, Payment, PaymentDraft, PaymentForm};
use domain::paging::Page;
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use crate::access::{require, require_in_scope};
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, FinanceQueries, Lock, PaymentQuery, RequestMeta, Transaction, UnitOfWork};
use crate::AppError;

pub struct ListPayments<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl ListPayments<'_> {
    pub fn execute(&self, actor: &Actor, query: PaymentQuery) -> Result<Page<Payment>, AppError> {
        require(actor, Permission::PaymentView)?;
        self.finance.payments(&PaymentQuery { scope: actor.scope(), ..query })
    }
}

pub struct GetPayment<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl GetPayment<'_> {
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<Payment, AppError> {
        require(actor, Permission::PaymentView)?;
        let payment = self.finance.payment(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, [payment.institution_id].iter())?;
        Ok(payment)
    }
}

/// The contract a payment is for, locked: one the actor may reach, else a refused field.
fn contract_for(tx: &mut dyn Transaction, actor: &Actor, id: i64) -> Result<Contract, AppError> {
    let unknown = || AppError::Validation(ValidationErrors::single("contract_id", Invalid::UnknownValue));
    let contract = tx.finance().contract(id, Lock::ForUpdate)?.ok_or_else(unknown)?;
    if !actor.scope().includes(contract.institution_id) {
        return Err(unknown());
    }
    Ok(contract)
}

pub struct CreatePayment<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreatePayment<'_> {
    /// A payment takes at most what the contract still owes, unless it is a prepayment.
    pub fn execute(&self, actor: &Actor, form: PaymentForm, request: &RequestMeta) -> Result<Payment, AppError> {
        require(actor, Permission::PaymentAdd)?;
        let draft = PaymentDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let contract = contract_for(tx, actor, draft.contract_id)?;
            check_payment(contract.debt().0, draft.amount, draft.prepayment).map_err(AppError::rule)?;
            let payment = tx.finance().insert_payment(contract.institution_id, &draft)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Create, request), None, Some(&payment))?;
            Ok(payment)
        })
    }
}

fn payment_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: i64) -> Result<Payment, AppError> {
    let payment = tx.finance().payment(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [payment.institution_id].iter())?;
    Ok(payment)
}

pub struct UpdatePayment<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdatePayment<'_> {
    /// A payment stays its contract's; the new amount is checked against the debt without the old one.
    pub fn execute(&self, actor: &Actor, id: i64, form: PaymentForm, version: Version, request: &RequestMeta) -> Result<Payment, AppError> {
        require(actor, Permission::PaymentEdit)?;
        in_transaction(self.unit, |tx| {
            let before = payment_in_scope(tx, actor, id)?;
            let draft = PaymentDraft::parse(&form)?;
            if draft.contract_id != before.contract_id {
                return Err(ValidationErrors::single("contract_id", Invalid::Finance(FinanceInvalid::FixedAfterCreation)).into());
            }
            check_version(before.version, Some(version))?;
            let contract = contract_for(tx, actor, before.contract_id)?;
            check_payment(contract.debt().0.plus(before.amount), draft.amount, draft.prepayment).map_err(AppError::rule)?;
            let after = tx.finance().save_payment(&before, &draft, version)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

pub struct DeletePayment<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeletePayment<'_> {
    pub fn execute(&self, actor: &Actor, id: i64, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::PaymentDelete)?;
        in_transaction(self.unit, |tx| {
            let before = payment_in_scope(tx, actor, id)?;
            tx.finance().delete_payment(&before)?;
            record_change::<Payment>(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&before), None)
        })
    }
}
